import type { FormEvent, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { altOf } from '../../../contract/alt-text.ts'
import type { RestrictedLooks } from '../../../contract/appeals.ts'
import { isExpired } from '../../../contract/dates.ts'
import type { LookNumbers } from '../../../contract/growth.ts'
import type { ImageJson } from '../../../contract/images.ts'
import { Icon } from '../../components/icon.tsx'
import { formatDate } from '../../lib/format.ts'
import { DisclosureEditor } from './disclosure-fields.tsx'
import { ResponsivePicture } from './responsive-picture.tsx'
import { TagOverlay } from './tag-overlay.tsx'

export type CardAction = 'delete' | 'pin' | 'premium'

/** Card width across the grid's breakpoints (1 / 2 / 3 columns), for the browser's srcset choice. */
const SIZES = '(min-width: 1280px) 24rem, (min-width: 640px) 50vw, 100vw'

export function ImageCard({
  image,
  busy,
  onAction,
  onUpdated,
  numbers,
  restriction,
  confirmDelete = false,
}: {
  image: ImageJson
  busy: boolean
  /** A delete posted without script asks here first (the dashboard action's `confirmDelete`). */
  confirmDelete?: boolean
  onAction: (action: CardAction) => void
  /** The look changed on the server (its disclosure, its tags), with its new state. */
  onUpdated: (image: ImageJson) => void
  /** Views, tag clicks and CTR of the last 30 days (undefined while loading or when it failed). */
  numbers?: LookNumbers[string] | null
  /** A moderation decision keeps the look dark: shown with its reason and a link to the statement. */
  restriction?: RestrictedLooks[string]
}) {
  const { t, i18n } = useTranslation()
  const expired = isExpired(image.expiry_date)
  const category = t(`images.categories.${image.category}`)
  // A removed look is kept only for the complaint window: shown as removed, nothing on it to edit.
  const removed = restriction?.outcome === 'remove'
  // A draft's details form is open under the card: its category, expiry and coupon are read there
  // once, and it has no numbers before it is public.
  const formBelow = image.published_at === null && !removed
  const picture = (
    <>
      <ResponsivePicture image={image} alt={altOf(image) || category} sizes={SIZES} />
      <div dir={i18n.dir()} className="pointer-events-none absolute inset-x-0 top-0 flex flex-wrap gap-1.5 p-3">
        {restriction && (
          <span className="rounded-full bg-red-700 px-2.5 py-1 text-xs font-semibold text-white">
            {t(removed ? 'appeals.dashboard.removed_badge' : 'appeals.dashboard.restricted_badge')}
          </span>
        )}
        {image.pinned && (
          <span className="rounded-full bg-zinc-900/80 px-2.5 py-1 text-xs font-semibold text-white">{t('images.pinned_badge')}</span>
        )}
        {image.is_premium && (
          <span className="rounded-full bg-amber-400 px-2.5 py-1 text-xs font-semibold text-amber-950">{t('images.premium_badge')}</span>
        )}
      </div>
    </>
  )
  const actionClass =
    'inline-flex min-h-10 items-center justify-center rounded-full px-3 py-2 text-sm font-semibold ring-1 transition focus-visible:ring-4 focus-visible:outline-none disabled:opacity-60'

  return (
    <article
      className="flex w-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-zinc-200"
      aria-label={t('images.card_label', { category })}
    >
      {removed ? (
        <div className="relative">{picture}</div>
      ) : (
        <TagOverlay imageId={image.id} initialTags={image.tags} onTagsChange={(tags) => onUpdated({ ...image, tags })}>
          {picture}
        </TagOverlay>
      )}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
          {!formBelow && (
            <>
              <dt className="text-zinc-600">{t('images.category_label')}</dt>
              <dd className="font-semibold text-zinc-900">{category}</dd>
              <dt className="text-zinc-600">{t('images.expiry_label')}</dt>
              <dd className={expired ? 'font-semibold text-red-700' : 'text-zinc-900'}>
                {formatDate(image.expiry_date, i18n.language)}
                {expired && (
                  <span className="ms-2 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold ring-1 ring-red-200">
                    {t('images.expired')}
                  </span>
                )}
              </dd>
              <dt className="text-zinc-600">{t('images.discount_code')}</dt>
              <dd className="break-words text-zinc-900">
                {image.discount ? (
                  <code dir="auto" className="rounded bg-zinc-100 px-1.5 py-0.5 font-mono text-xs">
                    {image.discount}
                  </code>
                ) : (
                  <span className="text-zinc-500">{t('images.no_discount')}</span>
                )}
              </dd>
            </>
          )}
          <dt className="text-zinc-600">{t('images.disclosure.label')}</dt>
          <dd className="text-zinc-900" data-testid="disclosure-value">
            {t(`images.disclosure.options.${image.disclosure}`)}
            {image.disclosure === 'paid' && image.disclosure_brand && <span dir="auto"> · {image.disclosure_brand}</span>}
          </dd>
        </dl>
        {restriction && (
          <p className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200" data-testid="look-restricted">
            {t(removed ? 'appeals.dashboard.removed_reason' : 'appeals.dashboard.restricted_reason', {
              reason: t(`moderation.categories.${restriction.category}`),
            })}{' '}
            · <bdi>{restriction.ground_reference}</bdi>{' '}
            <Link to={`/dashboard/moderation#decision-${restriction.decision_id}`} className="font-semibold underline">
              {t('appeals.dashboard.restricted_link')}
            </Link>
          </p>
        )}
        {!removed && <DisclosureEditor image={image} onSaved={onUpdated} />}
        {numbers !== undefined && image.published_at !== null && <LookNumbersLine numbers={numbers} />}
        {image.description && (
          <p dir="auto" className="text-sm text-zinc-700 [overflow-wrap:anywhere]">
            {image.description}
          </p>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {!removed && (
            <>
              <ActionForm image={image} action="pin" value={!image.pinned} onAction={onAction}>
                <button type="submit" disabled={busy} className={`${actionClass} bg-white text-zinc-800 ring-zinc-300 hover:bg-zinc-50`}>
                  {image.pinned ? t('images.unpin') : t('images.pin')}
                </button>
              </ActionForm>
              <ActionForm image={image} action="premium" value={!image.is_premium} onAction={onAction}>
                <button type="submit" disabled={busy} className={`${actionClass} bg-white text-zinc-800 ring-zinc-300 hover:bg-zinc-50`}>
                  {image.is_premium ? t('images.premium_unmark') : t('images.premium_mark')}
                </button>
              </ActionForm>
            </>
          )}
          {confirmDelete ? (
            <ActionForm image={image} action="delete" confirmed onAction={onAction} className="ms-auto flex flex-wrap items-center gap-2">
              <span className="text-sm font-semibold text-zinc-900">{t('images.delete_confirm')}</span>
              <button type="submit" disabled={busy} className={`${actionClass} bg-red-700 text-white ring-red-700 hover:bg-red-800`}>
                {t('images.delete')}
              </button>
              <a href={`/dashboard#look-${image.id}`} className={`${actionClass} bg-white text-zinc-800 ring-zinc-300 hover:bg-zinc-50`}>
                {t('images.delete_keep')}
              </a>
            </ActionForm>
          ) : (
            <ActionForm image={image} action="delete" onAction={onAction} className="ms-auto flex">
              <button
                type="submit"
                disabled={busy}
                aria-label={t('images.delete')}
                title={t('images.delete')}
                className={`${actionClass} aspect-square bg-white px-2 text-red-700 ring-red-200 hover:bg-red-50`}
              >
                <Icon name="trash" className="size-5" />
              </button>
            </ActionForm>
          )}
        </div>
      </div>
    </article>
  )
}

/**
 * One card action as a plain form to the dashboard's action (web/features/dashboard), so a click
 * before the page's script has loaded, or without it, still pins, marks or deletes. Once the script
 * runs, the click is handled in the page as before (the API call, the list read again).
 */
function ActionForm({
  image,
  action,
  value,
  confirmed,
  onAction,
  className,
  children,
}: {
  image: ImageJson
  action: CardAction
  value?: boolean
  confirmed?: boolean
  onAction: (action: CardAction) => void
  className?: string
  children: ReactNode
}) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    onAction(action)
  }
  return (
    // A flex form: its button stretches to the row's height, as it did as the row's own item.
    <form method="post" action="/dashboard" onSubmit={onSubmit} className={className ?? 'flex'}>
      <input type="hidden" name="intent" value={`image-${action}`} />
      <input type="hidden" name="id" value={image.id} />
      {value !== undefined && <input type="hidden" name="value" value={String(value)} />}
      {confirmed && <input type="hidden" name="confirmed" value="1" />}
      {children}
    </form>
  )
}

/** "Last 30 days: 3 tag clicks, 2.5% click-through (per page view), 12 lightbox opens, 2 coupon copies" (no numbers yet: zeros). */
function LookNumbersLine({ numbers }: { numbers: LookNumbers[string] | null }) {
  const { t, i18n } = useTranslation()
  const number = new Intl.NumberFormat(i18n.language)
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 })
  return (
    <p className="text-xs text-zinc-600" data-testid="look-numbers">
      {t('growth.card_numbers', {
        opens: number.format(numbers?.lightboxOpens ?? 0),
        clicks: number.format(numbers?.clicks ?? 0),
        ctr: numbers?.ctr == null ? '–' : percent.format(numbers.ctr / 100),
        copies: number.format(numbers?.couponCopies ?? 0),
      })}
    </p>
  )
}
