import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFetcher } from 'react-router'
import { suggestAltText } from '../../../contract/alt-text.ts'
import { IMAGE_ALT_TEXT_MAX, IMAGE_DESCRIPTION_MAX, IMAGE_DISCOUNT_MAX, type ImageJson } from '../../../contract/images.ts'
import { primaryButtonClass, secondaryButtonClass } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { Notice } from '../../components/notice.tsx'
import type { FormFailure } from '../../context.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { CategoryField, ExpiryField } from './post-fields.tsx'

type Reply = { image: ImageJson; intent: 'publish' | 'details' } | { failure: FormFailure }

/**
 * A look's details (category, expiry, description, alt text, coupon) and, for a draft, Publish.
 * One form posted to `/dashboard/looks/:id` (look-actions.server.ts): without script the browser
 * posts it; with script a fetcher does and the card is updated in place.
 */
export function LookDetailsForm({
  image,
  maxDays,
  onUpdated,
  failure: pageFailure,
}: {
  image: ImageJson
  maxDays: number
  onUpdated?: (image: ImageJson) => void
  /** The refusal of a plain post (the look's own page). */
  failure?: FormFailure
}) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const hydrated = useHydrated()
  const fetcher = useFetcher<Reply>()
  const altRef = useRef<HTMLInputElement>(null)
  const [done, setDone] = useState<'publish' | 'details' | null>(null)
  const reply = fetcher.state === 'idle' ? fetcher.data : undefined
  const failure = reply && 'failure' in reply ? reply.failure : pageFailure
  const errors = failure?.fieldErrors ?? {}
  const values = failure?.values
  const busy = fetcher.state !== 'idle'
  const draft = image.published_at === null
  const [description, setDescription] = useState(values?.description ?? image.description ?? '')
  const suggestion = suggestAltText({ description, tags: image.tags }, t, i18n.language)
  // A look with tagged products and no description starts with their names: the creator checks
  // them instead of typing. The server renders it too, so a plain post publishes with it.
  const fromProducts = suggestion?.from === 'products' ? suggestion.text : ''
  const [alt, setAlt] = useState(values?.alt_text ?? image.alt_text ?? fromProducts)
  const [offered, setOffered] = useState(fromProducts)
  if (fromProducts && fromProducts !== offered) {
    // A tag saved since: the names follow as long as the creator has not written their own.
    setOffered(fromProducts)
    if (alt === offered || !alt.trim()) setAlt(fromProducts)
  }

  // Each answer updates the card once (the callback changes on every render of the list).
  const handled = useRef<Reply | undefined>(undefined)
  useEffect(() => {
    if (!reply || !('image' in reply) || handled.current === reply) return
    handled.current = reply
    setDone(reply.intent)
    onUpdated?.(reply.image)
  }, [reply, onUpdated])

  const suggest = () => {
    if (suggestion) setAlt(suggestion.text)
    altRef.current?.focus()
  }

  return (
    <fetcher.Form method="post" action={`/dashboard/looks/${image.id}`} aria-label={t('images.details_title')} className="grid gap-4">
      {hydrated && <input type="hidden" name="reply" value="data" />}
      {draft && <p className="text-sm text-zinc-700">{t('images.draft_hint')}</p>}
      <div className="grid grid-cols-[repeat(auto-fit,minmax(12rem,1fr))] gap-4">
        <CategoryField
          id={`${id}-category`}
          preset={(values?.category as ImageJson['category']) || image.category}
          error={errors.category}
        />
        <ExpiryField id={`${id}-expiry`} maxDays={maxDays} value={values?.expiry_date || image.expiry_date} error={errors.expiry_date} />
      </div>
      <Field id={`${id}-description`} label={t('images.description_label')} required={false} error={errors.description}>
        {(p) => (
          <input
            {...p}
            name="description"
            maxLength={IMAGE_DESCRIPTION_MAX}
            placeholder={t('images.description_placeholder')}
            defaultValue={values?.description ?? image.description ?? ''}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
        )}
      </Field>
      <Field
        id={`${id}-alt`}
        label={t('images.alt_text_label')}
        required={false}
        hint={alt && alt === fromProducts && alt !== image.alt_text ? t('images.alt_text_suggested') : t('images.alt_text_hint')}
        error={errors.alt_text}
        after={
          hydrated && suggestion?.from === 'description' && alt !== suggestion.text ? (
            <button
              type="button"
              onClick={suggest}
              className="mt-1.5 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {t('images.alt_text_suggest')}
            </button>
          ) : null
        }
      >
        {(p) => (
          <input
            {...p}
            ref={altRef}
            name="alt_text"
            dir="auto"
            maxLength={IMAGE_ALT_TEXT_MAX}
            value={alt}
            onChange={(e) => setAlt(e.currentTarget.value)}
          />
        )}
      </Field>
      <Field id={`${id}-discount`} label={t('images.discount_label')} required={false} error={errors.discount}>
        {(p) => (
          <textarea
            {...p}
            name="discount"
            rows={2}
            maxLength={IMAGE_DISCOUNT_MAX}
            defaultValue={values?.discount ?? image.discount ?? ''}
          />
        )}
      </Field>
      {failure && !Object.keys(errors).length && <Notice tone="error">{failure.error}</Notice>}
      <div role="status" aria-live="polite" className="empty:hidden">
        {done === 'publish' && !draft && <Notice tone="success">{t('images.published')}</Notice>}
        {done === 'details' && <Notice tone="success">{t('images.details_saved')}</Notice>}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="details" disabled={busy} className={secondaryButtonClass}>
          {t('images.save_details')}
        </button>
        {draft && (
          <button type="submit" name="intent" value="publish" disabled={busy} className={primaryButtonClass}>
            {busy && fetcher.formData?.get('intent') === 'publish' ? t('images.publishing') : t('images.publish')}
          </button>
        )}
      </div>
    </fetcher.Form>
  )
}

/**
 * Under a card in the dashboard's list: a draft's form open under its badge, a published look's
 * folded. The same element before and after Publish, so the form and its "Published" note stay.
 */
export function LookDetails({ image, maxDays, onUpdated }: { image: ImageJson; maxDays: number; onUpdated: (image: ImageJson) => void }) {
  const { t } = useTranslation()
  const draft = image.published_at === null
  const [openAtFirst] = useState(draft)
  return (
    <details open={openAtFirst} className={`rounded-2xl p-4 ring-1 ${draft ? 'bg-amber-50 ring-amber-200' : 'bg-white ring-zinc-200'}`}>
      <summary className="cursor-pointer text-sm font-semibold text-zinc-800">
        {draft && <span className="me-2 rounded-full bg-amber-200 px-3 py-1 text-amber-950">{t('images.draft_badge')}</span>}
        {t('images.details_title')}
      </summary>
      <div className="mt-4">
        <LookDetailsForm image={image} maxDays={maxDays} onUpdated={onUpdated} />
      </div>
    </details>
  )
}
