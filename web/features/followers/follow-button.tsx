import { type ComponentType, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FollowDialogProps } from './follow-dialog.tsx'

/**
 * "Follow" on the creator page and the shop: plain static HTML (the same for every visitor, so the
 * page stays in the HTML cache). A link to the follow page, which works before and without the
 * page's script; once the script runs, the same form opens in a dialog instead (its chunk and
 * texts loaded on the first click).
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
      <a
        href={`/${username}/follow`}
        aria-haspopup="dialog"
        onClick={(event) => {
          // A new tab or window takes the page itself.
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
          event.preventDefault()
          void show()
        }}
        className={`inline-flex min-h-10 items-center gap-1.5 rounded-full px-4 py-2 text-sm font-bold transition focus-visible:ring-4 focus-visible:outline-none${className && ` ${className}`}`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-4">
          <path d="M4 6h16v12H4zM4 7l8 6 8-6" />
        </svg>
        {t('followers.button')}
      </a>
      {Dialog && <Dialog open={open} onClose={() => setOpen(false)} username={username} name={name} lang={i18n.language} />}
    </>
  )
}
