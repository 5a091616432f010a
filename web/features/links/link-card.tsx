import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CreatorLink, LinkVerdict } from '../../../contract/link-health.ts'
import { ScriptButton, Spinner, secondaryButtonClass } from '../../components/form/buttons.tsx'
import { formatDateTime } from '../../lib/format.ts'

const VERDICT_STYLE: Record<LinkVerdict | 'pending', string> = {
  healthy: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  broken: 'bg-red-50 text-red-800 ring-red-200',
  gone_home: 'bg-red-50 text-red-800 ring-red-200',
  sold_out: 'bg-amber-50 text-amber-900 ring-amber-200',
  tracking_lost: 'bg-amber-50 text-amber-900 ring-amber-200',
  blocked: 'bg-zinc-100 text-zinc-700 ring-zinc-200',
  unverified: 'bg-zinc-100 text-zinc-700 ring-zinc-200',
  pending: 'bg-zinc-100 text-zinc-700 ring-zinc-200',
}

interface Props {
  link: CreatorLink
  busy: boolean
  onCheck: () => void
  onHide: (tagId: string, hidden: boolean) => void
}

/** One link: the photos it is tagged on, the verdict in words and why, where it ends, what it earns. */
export function LinkCard({ link, busy, onCheck, onHide }: Props) {
  const { t, i18n } = useTranslation()
  const [open, setOpen] = useState(false)
  const verdict = link.verdict ?? 'pending'
  return (
    <li className="rounded-2xl bg-white p-4 ring-1 ring-zinc-200 sm:p-5">
      <div className="flex flex-wrap items-start gap-4">
        {link.tags[0]?.thumbnail && (
          <img src={link.tags[0].thumbnail} alt={t('links.tag_photo')} className="size-16 shrink-0 rounded-xl object-cover" />
        )}
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${VERDICT_STYLE[verdict]}`}>
              {t(`links.verdict.${verdict}`)}
            </span>
            {link.checked_at && (
              <span className="text-xs text-zinc-600">
                {t('links.last_check')}: {formatDateTime(link.checked_at, i18n.language)}
              </span>
            )}
          </p>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="mt-1 line-clamp-3 break-all text-sm font-semibold text-brand-700 hover:underline"
            dir="ltr"
          >
            {link.url}
          </a>
          {/* A quoted page text or parameter keeps its own direction inside the sentence (FSI…PDI). */}
          {link.reason && (
            <p className="mt-1 text-sm text-zinc-700">{t(`links.reason.${link.reason}`, { detail: `\u2068${link.detail ?? ''}\u2069` })}</p>
          )}
          {/* The address on a line of its own, left to right, so in Arabic it never runs into the label. */}
          {link.final_url && link.final_url !== link.url && (
            <div className="mt-1 text-xs text-zinc-600" data-final-url>
              <span>{t('links.final_url')}:</span>
              <bdi dir="ltr" className="line-clamp-3 block break-all">
                {link.final_url}
              </bdi>
            </div>
          )}
        </div>
        <div className="text-end">
          <p className="text-2xl font-bold text-zinc-900">{link.clicks_30d}</p>
          <p className="text-xs text-zinc-600">{t('links.clicks_30d')}</p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <ScriptButton className={secondaryButtonClass} disabled={busy} onClick={onCheck}>
          {busy && <Spinner className="size-4 border-zinc-300 border-t-zinc-700" />}
          {busy ? t('links.checking') : t('links.check_now')}
        </ScriptButton>
        {link.tags.length > 0 && (
          <ScriptButton
            className="text-sm font-semibold text-zinc-700 underline-offset-2 hover:underline"
            aria-expanded={open}
            onClick={() => setOpen(!open)}
          >
            {t('links.used_on')}: {link.tags.length}
          </ScriptButton>
        )}
        {link.campaigns > 0 && <span className="text-sm text-zinc-600">{t('links.used_campaigns', { count: link.campaigns })}</span>}
        {link.social && <span className="text-sm text-zinc-600">{t('links.used_social')}</span>}
      </div>
      {(open || link.tags.length === 1) && link.tags.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-3">
          {link.tags.map((tag) => (
            <li key={tag.id} className="flex items-center gap-2 rounded-xl bg-zinc-50 p-2 ring-1 ring-zinc-200">
              {tag.thumbnail && <img src={tag.thumbnail} alt={t('links.tag_photo')} className="size-10 rounded-lg object-cover" />}
              {tag.hidden && <span className="text-xs font-semibold text-zinc-700">{t('links.hidden')}</span>}
              <ScriptButton
                className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
                onClick={() => onHide(tag.id, !tag.hidden)}
              >
                {tag.hidden ? t('links.show_tag') : t('links.hide_tag')}
              </ScriptButton>
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}
