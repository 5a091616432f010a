import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react'
import { Notice, type Tone } from './notice.tsx'

/** How long a dashboard message stays (spec §9: messages clear after 3 s). */
export const FLASH_MS = 3000
/** A toast over a public page (share, copy) stays a little longer: it is away from where one looks. */
export const TOAST_MS = 4000
/** Messages about an edit in place (tags on a photo) stay as long as a toast. */
export const EDIT_MESSAGE_MS = TOAST_MS

export interface Flash {
  tone: Tone
  text: string
  /** Changes with every message, so the same text shown twice is announced twice. */
  id: number
}

export type ShowFlash = (tone: Flash['tone'], text: string) => void

/**
 * The one short-lived message mechanism: a success or error that clears itself after `ms`.
 * Shown inline next to a form (`FlashMessage`) or floating over a page (`ToastProvider`).
 */
export function useFlash(ms = FLASH_MS) {
  const [flash, setFlash] = useState<Flash | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const counter = useRef(0)
  const show = useCallback<ShowFlash>(
    (tone, text) => {
      clearTimeout(timer.current)
      counter.current += 1
      setFlash({ tone, text, id: counter.current })
      timer.current = setTimeout(() => setFlash(null), ms)
    },
    [ms],
  )
  useEffect(() => () => clearTimeout(timer.current), [])
  return [flash, show] as const
}

/**
 * One live region per message: successes go into an always-present `role="status"` region, an
 * error appears as the Notice's own `role="alert"` beside it (never inside it, or it is announced twice).
 */
export function FlashMessage({
  flash,
  className = '',
  noticeClassName = 'mt-4',
}: {
  flash: Flash | null
  className?: string
  /** Space between the message and what it follows (or, above a list, precedes). */
  noticeClassName?: string
}) {
  const error = flash?.tone === 'error' ? flash : null
  return (
    <div className={className}>
      <div role="status">
        {flash && !error && (
          <Notice tone={flash.tone} className={noticeClassName}>
            {flash.text}
          </Notice>
        )}
      </div>
      {error && (
        <Notice key={error.id} tone="error" className={noticeClassName}>
          {error.text}
        </Notice>
      )}
    </div>
  )
}

const ToastContext = createContext<ShowFlash>(() => {})

/** Shows a short message (share, copy) in a polite live region that is present from the start. */
export function useToast() {
  return useContext(ToastContext)
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, show] = useFlash(TOAST_MS)
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-4">
        {toast && (
          <p
            key={toast.id}
            className={`rounded-full px-5 py-2.5 text-sm font-semibold shadow-lg ${toast.tone === 'success' ? 'bg-zinc-900 text-white' : 'bg-red-700 text-white'}`}
          >
            {toast.text}
          </p>
        )}
      </div>
    </ToastContext.Provider>
  )
}
