import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DISCLOSURE_BRAND_MAX, DISCLOSURES, type Disclosure, suggestDisclosure } from '../../../contract/disclosure.ts'
import { type ImageJson, imagesApi } from '../../../contract/images.ts'
import { ScriptButton, SubmitButton } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { Notice } from '../../components/notice.tsx'
import { call } from '../../lib/api.ts'

/**
 * The disclosure select and, for a paid partnership, the brand: in the upload form (names
 * `disclosure` and `disclosure_brand`, read from the form) and in a look's disclosure editor.
 */
export function DisclosureFields({
  value,
  brand,
  onChange,
  required,
  error,
  brandError,
}: {
  value: Disclosure | ''
  brand: string
  onChange: (next: { value: Disclosure | ''; brand: string }) => void
  /** The admin requires a choice: the select starts empty and must be set. */
  required: boolean
  error?: string
  brandError?: string
}) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <>
      <Field
        id={`${id}-disclosure`}
        label={t('images.disclosure.label')}
        hint={t('images.disclosure.hint')}
        required={required}
        error={error}
      >
        {(p) => (
          <select
            {...p}
            name="disclosure"
            value={value}
            onChange={(e) => onChange({ value: e.currentTarget.value as Disclosure | '', brand })}
          >
            {required && (
              <option value="" disabled>
                {t('images.disclosure.placeholder')}
              </option>
            )}
            {DISCLOSURES.map((d) => (
              <option key={d} value={d}>
                {t(`images.disclosure.options.${d}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {value === 'paid' && (
        <Field id={`${id}-brand`} label={t('images.disclosure.brand_label')} required={false} error={brandError}>
          {(p) => (
            <input
              {...p}
              name="disclosure_brand"
              maxLength={DISCLOSURE_BRAND_MAX}
              placeholder={t('images.disclosure.brand_placeholder')}
              value={brand}
              onChange={(e) => onChange({ value, brand: e.currentTarget.value })}
            />
          )}
        </Field>
      )}
    </>
  )
}

/**
 * A look's disclosure on its dashboard card: the current choice, editable; when its tag links look
 * like affiliate links and it says "not an ad", Looktag suggests "affiliate links".
 */
export function DisclosureEditor({ image, onSaved }: { image: ImageJson; onSaved: (image: ImageJson) => void }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState<{ value: Disclosure | ''; brand: string }>({
    value: image.disclosure,
    brand: image.disclosure_brand ?? '',
  })
  const [busy, setBusy] = useState(false)
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const suggested = image.disclosure === 'none' ? suggestDisclosure(image.tags.map((tag) => tag.link)) : null

  async function save(next: { value: Disclosure | ''; brand: string }) {
    setBusy(true)
    const result = await call(imagesApi.disclosure, {
      params: { id: image.id },
      // An empty choice goes to the server too, which answers it in the visitor's language.
      body: { disclosure: next.value as Disclosure, disclosure_brand: next.brand },
    })
    setBusy(false)
    if (!result.ok) {
      setStatus({ tone: 'error', text: result.error.error || t('images.disclosure.save_failed') })
      return
    }
    setStatus({ tone: 'success', text: t('images.disclosure.saved') })
    setDraft({ value: result.data.disclosure, brand: result.data.disclosure_brand ?? '' })
    setOpen(false)
    onSaved(result.data)
  }

  return (
    <div className="grid gap-2 text-sm" data-disclosure-editor>
      {suggested && (
        <Notice tone="info">
          <span>{t('images.disclosure.suggest_affiliate')}</span>{' '}
          <button
            type="button"
            disabled={busy}
            onClick={() => void save({ value: 'affiliate', brand: '' })}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            {t('images.disclosure.use_suggestion')}
          </button>
        </Notice>
      )}
      {open ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void save(draft)
          }}
          className="grid gap-3"
        >
          <DisclosureFields value={draft.value} brand={draft.brand} onChange={setDraft} required={false} />
          <SubmitButton busy={busy} busyLabel={t('images.disclosure.save')} className="justify-self-start px-5">
            {t('images.disclosure.save')}
          </SubmitButton>
        </form>
      ) : (
        <ScriptButton
          onClick={() => {
            setStatus(null)
            setOpen(true)
          }}
          className="justify-self-start font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t('images.disclosure.edit')}
        </ScriptButton>
      )}
      <div role="status" aria-live="polite">
        {status && <Notice tone={status.tone}>{status.text}</Notice>}
      </div>
    </div>
  )
}
