import { type ReactNode, useEffect, useId, useRef } from 'react'
import { primaryButtonClass, secondaryButtonClass } from './form/buttons.tsx'

/**
 * A native modal `<dialog>` driven by `open`: the rest of the page is inert while it is open
 * (focus stays inside), Escape closes it, and focus goes back to what opened it.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  fallbackFocus,
  className = 'w-[min(92vw,28rem)]',
  children,
}: {
  open: boolean
  onClose: () => void
  labelledBy: string
  /** Id of the element to focus when the opener is gone (e.g. its row was deleted). */
  fallbackFocus?: string
  className?: string
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null
      dialog.showModal()
    } else if (!open && dialog.open) dialog.close()
  }, [open])

  function closed() {
    onClose()
    if (opener.current?.isConnected) opener.current.focus()
    else if (fallbackFocus) document.getElementById(fallbackFocus)?.focus()
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      // React hands a nested dialog's `close` up its tree too; only this dialog's own closing counts.
      onClose={(event) => event.target === event.currentTarget && closed()}
      className={`m-auto max-h-[90vh] rounded-3xl bg-white p-0 text-zinc-900 shadow-xl backdrop:bg-zinc-950/50 ${className}`}
    >
      {open && children}
    </dialog>
  )
}

/** "Are you sure?" before something that cannot be undone. Cancel comes first, so it gets the focus. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  onConfirm,
  onClose,
}: {
  open: boolean
  title: string
  children?: ReactNode
  confirmLabel: string
  cancelLabel: string
  busy?: boolean
  onConfirm: () => void
  onClose: () => void
}) {
  const id = useId()
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={`${id}-title`}>
      <div className="grid gap-4 p-6">
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {title}
        </h2>
        {children && <div className="text-sm text-zinc-700">{children}</div>}
        <div className="flex flex-wrap justify-end gap-3">
          <form method="dialog">
            <button type="submit" className={secondaryButtonClass}>
              {cancelLabel}
            </button>
          </form>
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            className={`${primaryButtonClass} bg-red-700 px-5 py-2.5 text-sm hover:bg-red-800`}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </ModalDialog>
  )
}
