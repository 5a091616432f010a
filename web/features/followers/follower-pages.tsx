import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { type FollowConfirmed, type FollowingList, followersApi } from '../../../contract/followers.ts'
import { primaryButtonClass, secondaryButtonClass } from '../../components/form/buttons.tsx'
import { Notice } from '../../components/notice.tsx'
import { call } from '../../lib/api.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { StatusCard } from '../auth/status-card.tsx'

/** The confirm link's page: a button, so a mail scanner opening the link confirms nothing. */
export function ConfirmFollowPage({ token }: { token: string }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [done, setDone] = useState<FollowConfirmed | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  async function confirm() {
    const result = await call(followersApi.confirm, { params: { token } })
    if (result.ok) setDone(result.data)
    else setFailure(result.error.error || t('followers.form.failed'))
  }

  return (
    <StatusCard icon={done ? 'success' : failure ? 'error' : 'mail'} title={t('followers.confirm.title')}>
      {done ? (
        <div className="space-y-4">
          <Notice tone="success">{done.message}</Notice>
          <p className="flex flex-wrap justify-center gap-3">
            <Link to={`/${encodeURIComponent(done.username)}`} className={primaryButtonClass}>
              {t('followers.confirm.visit')}
            </Link>
            <a href={done.manage_url} className={secondaryButtonClass}>
              {t('followers.confirm.manage')}
            </a>
          </p>
        </div>
      ) : failure ? (
        <Notice tone="error">{failure}</Notice>
      ) : (
        <div className="space-y-6">
          <p>{t('followers.confirm.intro')}</p>
          <button type="button" disabled={!hydrated} onClick={() => void confirm()} className={primaryButtonClass}>
            {t('followers.confirm.button')}
          </button>
        </div>
      )}
    </StatusCard>
  )
}

/** The unsubscribe link's page: one button; it takes effect at once. */
export function UnsubscribePage({ token, target }: { token: string; target: { name: string; manageUrl: string } | null | 'invalid' }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [done, setDone] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  async function unsubscribe() {
    const result = await call(followersApi.unsubscribe, { params: { token }, body: undefined })
    if (result.ok) setDone(result.data.message)
    else setFailure(result.error.error || t('followers.form.failed'))
  }

  if (target === 'invalid') {
    return (
      <StatusCard icon="error" title={t('followers.unsubscribe.title')}>
        <Notice tone="error">{t('followers.errors.link_invalid')}</Notice>
      </StatusCard>
    )
  }
  return (
    <StatusCard icon={done || !target ? 'success' : 'mail'} title={t('followers.unsubscribe.title')}>
      {done || !target ? (
        <Notice tone="success">{done ?? t('followers.unsubscribe.gone')}</Notice>
      ) : (
        <div className="space-y-6">
          <p>{t('followers.unsubscribe.intro', { creator: `\u2068${target.name}\u2069` })}</p>
          {failure && <Notice tone="error">{failure}</Notice>}
          <button type="button" disabled={!hydrated} onClick={() => void unsubscribe()} className={primaryButtonClass}>
            {t('followers.unsubscribe.button')}
          </button>
        </div>
      )}
      {target && (
        <p className="mt-6">
          <a href={target.manageUrl} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            {t('followers.unsubscribe.manage')}
          </a>
        </p>
      )}
    </StatusCard>
  )
}

/** Every creator an address follows, each removable at once; reached from any follower mail. */
export function ManageFollowingPage({ token, list }: { token: string; list: FollowingList | null }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [following, setFollowing] = useState(list?.following ?? [])
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)

  async function remove(id: string) {
    const result = await call(followersApi.stopFollowing, { params: { token, id } })
    if (result.ok) {
      setFollowing((rows) => rows.filter((r) => r.id !== id))
      setMessage({ tone: 'success', text: result.data.message })
    } else setMessage({ tone: 'error', text: result.error.error || t('followers.form.failed') })
  }

  if (!list) {
    return (
      <StatusCard icon="error" title={t('followers.manage.title')}>
        <Notice tone="error">{t('followers.errors.link_invalid')}</Notice>
      </StatusCard>
    )
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-zinc-900">{t('followers.manage.title')}</h1>
      {/* The address keeps its left-to-right order inside a right-to-left sentence (LRI … PDI). */}
      <p className="mt-2 text-zinc-600" data-testid="following-intro">
        {t('followers.manage.intro', { email: `\u2066${list.email}\u2069` })}
      </p>
      <div aria-live="polite" className="mt-4">
        {message && <Notice tone={message.tone}>{message.text}</Notice>}
      </div>
      {following.length === 0 ? (
        <p className="mt-8 rounded-2xl bg-zinc-50 px-6 py-10 text-center text-zinc-600">{t('followers.manage.empty')}</p>
      ) : (
        <ul className="mt-6 divide-y divide-zinc-200 rounded-2xl ring-1 ring-zinc-200">
          {following.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <Link to={`/${encodeURIComponent(row.username)}`} className="font-semibold text-zinc-900 hover:underline" dir="auto">
                  {row.page_name || row.username}
                </Link>
                <p className="text-sm text-zinc-600">{t('followers.manage.since', { date: row.followed_at.slice(0, 10) })}</p>
              </div>
              <button
                type="button"
                disabled={!hydrated}
                onClick={() => void remove(row.id)}
                aria-label={t('followers.manage.remove_label', { creator: row.page_name || row.username })}
                className={secondaryButtonClass}
              >
                {t('followers.manage.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
