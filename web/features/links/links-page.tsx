import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type CreatorLink, type CreatorLinks, linkHealthApi, PROBLEM_VERDICTS } from '../../../contract/link-health.ts'
import { Notice } from '../../components/notice.tsx'
import { call } from '../../lib/api.ts'
import { DashboardShell, type SidebarUser } from '../dashboard/sidebar.tsx'
import { LinkCard } from './link-card.tsx'

type Message = { tone: 'success' | 'error'; text: string } | null

/** The creator's Links view: problem links first, "check again now", hiding tags until fixed. */
export function LinksPage({ user, initial }: { user: SidebarUser; initial: CreatorLinks }) {
  const { t } = useTranslation()
  const [links, setLinks] = useState(initial.links)
  const [autoHide, setAutoHide] = useState(initial.auto_hide)
  const [busy, setBusy] = useState<string | null>(null)
  const [message, setMessage] = useState<Message>(null)
  const problems = links.filter((link) => link.verdict && PROBLEM_VERDICTS.includes(link.verdict)).length

  const replace = (fresh: CreatorLink) => setLinks((all) => all.map((link) => (link.id === fresh.id ? fresh : link)))

  async function check(link: CreatorLink) {
    setBusy(link.id)
    setMessage(null)
    const result = await call(linkHealthApi.check, { params: { id: link.id } })
    setBusy(null)
    if (result.ok) {
      replace(result.data)
      setMessage({ tone: 'success', text: t('links.checked') })
    } else setMessage({ tone: 'error', text: result.error.error || t('links.check_failed') })
  }

  async function hide(link: CreatorLink, tagId: string, hidden: boolean) {
    setMessage(null)
    const result = await call(linkHealthApi.hideTag, { params: { id: tagId }, body: { hidden } })
    if (!result.ok) return setMessage({ tone: 'error', text: result.error.error || t('links.hide_failed') })
    replace({ ...link, tags: link.tags.map((tag) => (tag.id === tagId ? { ...tag, hidden } : tag)) })
  }

  async function changeAutoHide(on: boolean) {
    setAutoHide(on)
    setMessage(null)
    const result = await call(linkHealthApi.settings, { body: { auto_hide: on } })
    if (!result.ok) {
      setAutoHide(!on)
      return setMessage({ tone: 'error', text: result.error.error || t('links.hide_failed') })
    }
    setMessage({ tone: 'success', text: t('links.auto_hide_saved') })
  }

  return (
    <DashboardShell user={user}>
      <h1 className="text-2xl font-bold text-zinc-900 sm:text-3xl">{t('links.title')}</h1>
      <p className="mt-2 max-w-2xl text-zinc-700">{t('links.intro')}</p>
      <label className="mt-4 flex items-start gap-3 text-sm font-semibold text-zinc-800">
        <input
          type="checkbox"
          className="mt-0.5 size-5 accent-brand-600"
          checked={autoHide}
          onChange={(e) => void changeAutoHide(e.target.checked)}
        />
        {t('links.auto_hide')}
      </label>
      <div role="status" className="mt-4">
        {message && <Notice tone={message.tone}>{message.text}</Notice>}
      </div>
      {links.length === 0 ? (
        <p className="mt-6 text-zinc-700">{t('links.empty')}</p>
      ) : (
        <>
          <p className="mt-6 font-semibold text-zinc-900">
            {problems > 0 ? t('links.problems', { count: problems }) : t('links.all_fine')}
          </p>
          <ul className="mt-3 space-y-3">
            {links.map((link) => (
              <LinkCard
                key={link.id}
                link={link}
                busy={busy === link.id}
                onCheck={() => void check(link)}
                onHide={(tagId, hidden) => void hide(link, tagId, hidden)}
              />
            ))}
          </ul>
        </>
      )}
    </DashboardShell>
  )
}
