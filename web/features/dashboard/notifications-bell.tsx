import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NOTIFICATION_DROPDOWN_MAX, type NotificationList, notificationsApi } from '../../../contract/notifications.ts'
import { Icon } from '../../components/icon.tsx'
import { call } from '../../lib/api.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'

type State = { status: 'failed' } | { status: 'ready'; list: NotificationList }

/**
 * The bell with the unread count. Opening the dropdown shows the newest three messages and marks
 * everything read (spec §4), so the count drops to 0. Escape or a click elsewhere closes it.
 * `initial` is the loader's read; null when it failed.
 */
export function NotificationsBell({ initial }: { initial: NotificationList | null }) {
  const { t, i18n } = useTranslation()
  const [state, setState] = useState<State>(initial ? { status: 'ready', list: initial } : { status: 'failed' })
  const [open, setOpen] = useState(false)
  // The dropdown needs the script: until it runs the bell is disabled, not dead.
  const hydrated = useHydrated()
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  function toggle() {
    const next = !open
    setOpen(next)
    if (next && state.status === 'ready' && state.list.unread > 0) {
      // Optimistic: the count shows 0 at once; a failed call only means they stay unread on the server.
      setState({ status: 'ready', list: { ...state.list, unread: 0 } })
      void call(notificationsApi.markAsRead)
    }
  }

  const unread = state.status === 'ready' ? state.list.unread : 0
  const shown = state.status === 'ready' ? state.list.notifications.slice(0, NOTIFICATION_DROPDOWN_MAX) : []
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        onClick={toggle}
        disabled={!hydrated}
        aria-expanded={open}
        aria-controls={panelId}
        className="relative grid size-11 place-items-center rounded-full bg-white/15 text-white ring-1 ring-white/40 transition hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <span className="sr-only">
          {t('notifications.open')}, {t('notifications.unread', { count: unread })}
        </span>
        <Icon name="bell" className="size-6" />
        <span
          aria-hidden="true"
          data-testid="unread-count"
          className={`absolute -end-1 -top-1 grid h-5 min-w-5 place-items-center rounded-full px-1 text-xs font-bold ${
            unread > 0 ? 'bg-accent-500 text-zinc-950' : 'bg-white text-brand-800'
          }`}
        >
          {unread}
        </span>
      </button>

      {open && (
        <div
          id={panelId}
          className="absolute end-0 top-full z-30 mt-2 w-[min(20rem,calc(100vw-2rem))] rounded-2xl bg-white p-2 text-start text-zinc-900 shadow-xl ring-1 ring-zinc-200"
        >
          <h2 className="px-3 pt-2 pb-1 text-sm font-bold">{t('notifications.title')}</h2>
          {state.status === 'failed' && (
            <p role="alert" className="px-3 py-3 text-sm text-red-700">
              {t('notifications.load_failed')}
            </p>
          )}
          {state.status !== 'failed' && shown.length === 0 && <p className="px-3 py-3 text-sm text-zinc-600">{t('notifications.empty')}</p>}
          {shown.length > 0 && (
            <ul className="divide-y divide-zinc-100">
              {shown.map((n) => (
                <li key={n.id} className="px-3 py-3">
                  <p className={`text-sm ${n.read ? 'text-zinc-700' : 'font-semibold text-zinc-900'}`}>{n.message}</p>
                  <p className="mt-1 text-xs text-zinc-500">
                    <time dateTime={n.created_at}>{date.format(new Date(n.created_at))}</time>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  )
}
