import { type ComponentType, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FollowDialogProps } from './follow-dialog.tsx'

/**
 * "Follow" on the creator page and the shop: plain static HTML (the same for every visitor, so the
 * page stays in the HTML cache); the form and its texts are a chunk loaded on the first click.
 */
export function FollowButton({ username, name, className = '' }: { username: string; name: string; className?: string }) {
  const { t, i18n } = useTranslation()
  const [Dialog, setDialog] = useState<ComponentType<FollowDialogProps> | null>(null)
  const [open, setOpen] = useState(false)

  async function show() {
    setOpen(true)
    if (!Dialog) {
      const { FollowDialog } = await import('./follow-dialog.tsx')
      setDialog(() => FollowDialog)
    }
  }

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => void show()}
        className={`inline-flex min-h-10 items-center gap-1.5 rounded-full px-4 py-2 text-sm font-bold transition focus-visible:ring-4 focus-visible:outline-none${className && ` ${className}`}`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-4">
          <path d="M4 6h16v12H4zM4 7l8 6 8-6" />
        </svg>
        {t('followers.button')}
      </button>
      {Dialog && <Dialog open={open} onClose={() => setOpen(false)} username={username} name={name} lang={i18n.language} />}
    </>
  )
}
