import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CAMPAIGN_SEEN_AFTER_MS, CAMPAIGN_VISIBLE_MS, campaignSeenKey } from '../../../contract/campaign-rules.ts'
import type { CampaignJson } from '../../../contract/campaigns.ts'
import { ModalDialog } from '../../components/confirm-dialog.tsx'
import { Icon } from '../../components/icon.tsx'
import { ReportLink } from '../moderation/report-link.tsx'

function seen(key: string) {
  try {
    return window.localStorage.getItem(key) !== null
  } catch {
    // Storage blocked (private mode, settings): show it, the visitor can close it.
    return false
  }
}

function markSeen(key: string) {
  try {
    window.localStorage.setItem(key, new Date().toISOString())
  } catch {
    // Nothing to keep it in; the popup shows again next time.
  }
}

/**
 * The creator's campaign as a popup (native modal dialog: labelled, focus in and back, Escape and a
 * close button). The page's loader hands it over only when one is active, so visitors of other
 * pages load nothing. It opens after hydration, in a closed <dialog> until then (no layout
 * shift), and only if this browser has not seen this campaign and it is under 2 days old (the
 * cached page may be a little older than the rule). Seen is marked after 500 ms open, or on close.
 */
export function CampaignPopup({ campaign, username, name }: { campaign: CampaignJson; username: string; name: string }) {
  const { t } = useTranslation()
  const id = useId()
  const key = campaignSeenKey(username, campaign.id)
  const [open, setOpen] = useState(false)

  useEffect(() => {
    const age = Date.now() - Date.parse(campaign.created_at)
    if (age < CAMPAIGN_VISIBLE_MS && !seen(key)) setOpen(true)
  }, [campaign.created_at, key])

  useEffect(() => {
    if (!open) return
    const timer = setTimeout(() => markSeen(key), CAMPAIGN_SEEN_AFTER_MS)
    return () => clearTimeout(timer)
  }, [open, key])

  function close() {
    markSeen(key)
    setOpen(false)
  }

  return (
    <ModalDialog
      open={open}
      onClose={close}
      labelledBy={`${id}-title`}
      className="w-[min(92vw,26rem)] motion-safe:transition-opacity motion-safe:starting:opacity-0"
    >
      <section aria-label={t('public.campaign_popup.label', { name })} className="relative">
        <button
          type="button"
          onClick={close}
          className="absolute end-3 top-3 z-10 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-zinc-800 shadow ring-1 ring-zinc-200 hover:bg-white"
        >
          <Icon name="close" />
          <span className="sr-only">{t('public.campaign_popup.close')}</span>
        </button>
        {campaign.image_url && (
          // Small and low priority: the popup must never be the page's largest paint.
          <img
            src={campaign.image_url}
            alt=""
            loading="lazy"
            fetchPriority="low"
            decoding="async"
            className="aspect-[4/3] max-h-[40vh] w-full rounded-t-3xl object-cover"
          />
        )}
        <div className="grid gap-3 p-6">
          {/* dir="auto": the creator writes in their own language, whatever the page's direction. */}
          <h2 id={`${id}-title`} dir="auto" className="pe-10 text-xl font-bold text-zinc-900">
            {campaign.title}
          </h2>
          {campaign.description && (
            <p dir="auto" className="whitespace-pre-line text-zinc-700">
              {campaign.description}
            </p>
          )}
          {campaign.cta_text && campaign.cta_link && (
            <a
              href={campaign.cta_link}
              target="_blank"
              rel="nofollow noopener"
              className="mt-2 inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
            >
              {campaign.cta_text}
            </a>
          )}
          <ReportLink kind="campaign" id={campaign.id} label={campaign.title} className="self-start" />
        </div>
      </section>
    </ModalDialog>
  )
}
