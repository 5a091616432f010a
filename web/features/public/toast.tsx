import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'

type Tone = 'success' | 'error'
type Toast = { id: number; tone: Tone; text: string }

const ToastContext = createContext<(tone: Tone, text: string) => void>(() => {})

/** Shows a short message (share, copy) in a polite live region that is present from the start. */
export function useToast() {
  return useContext(ToastContext)
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Toast | null>(null)
  const counter = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const show = useCallback((tone: Tone, text: string) => {
    clearTimeout(timer.current)
    counter.current += 1
    setToast({ id: counter.current, tone, text })
    timer.current = setTimeout(() => setToast(null), 4000)
  }, [])
  useEffect(() => () => clearTimeout(timer.current), [])
  const value = useMemo(() => show, [show])
  return (
    <ToastContext.Provider value={value}>
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
