import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
import { TRADER_LIMITS, type TraderView } from '../../../contract/traders.ts'
import { linkClass, SubmitButton } from '../../components/form/buttons.tsx'
import { Field, FieldError } from '../../components/form/field.tsx'
import { useFormFailure } from '../../components/form/form-failure.ts'
import { Notice } from '../../components/notice.tsx'
import { TraderStateNote } from './trader-state-note.tsx'

type FieldName = 'name' | 'address' | 'email' | 'phone' | 'trade_register' | 'registration_number' | 'vat_number'

const FIELDS: { name: FieldName; label: string; hint?: string; max: number; required: boolean; type?: string; ltr?: boolean }[] = [
  { name: 'name', label: 'name_label', hint: 'name_hint', max: TRADER_LIMITS.name, required: true },
  { name: 'address', label: 'address_label', hint: 'address_hint', max: TRADER_LIMITS.address, required: true },
  { name: 'email', label: 'email_label', max: 254, required: true, type: 'email', ltr: true },
  { name: 'phone', label: 'phone_label', hint: 'phone_hint', max: TRADER_LIMITS.phone, required: true, type: 'tel', ltr: true },
  { name: 'trade_register', label: 'register_label', hint: 'register_hint', max: TRADER_LIMITS.tradeRegister, required: false },
  { name: 'registration_number', label: 'registration_number_label', max: TRADER_LIMITS.registrationNumber, required: false, ltr: true },
  { name: 'vat_number', label: 'vat_label', hint: 'vat_hint', max: TRADER_LIMITS.vatNumber, required: false, ltr: true },
]

/**
 * /shop/trader: the seller's trader details (DSA Art. 30). A plain form to the route action, so it
 * works before and without the page's script; a refusal comes back with every field as typed.
 */
export function TraderFormPage({ trader }: { trader: TraderView }) {
  const { t } = useTranslation()
  const id = useId()
  const failure = useFormFailure()
  const [busy, setBusy] = useState(false)
  const given = trader.details
  const initialValue = (name: FieldName) => failure?.values?.[name] ?? given?.[name] ?? ''
  const formError = failure && !Object.keys(failure.fieldErrors).length ? failure.error || t('traders.form.failed') : undefined

  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <p>
        <Link to="/shop" className={linkClass}>
          {t('traders.form.back')}
        </Link>
      </p>
      <section aria-labelledby={`${id}-title`} className="mt-4 rounded-3xl bg-white p-5 ring-1 ring-zinc-200 sm:p-8">
        <h1 id={`${id}-title`} className="text-2xl font-bold text-zinc-900">
          {t('traders.form.title')}
        </h1>
        <p className="mt-2 text-zinc-700">{t('traders.form.intro')}</p>
        <TraderStateNote trader={trader} className="mt-4" />
        <Form method="post" noValidate onSubmit={() => setBusy(true)} className="mt-6 space-y-5">
          {formError && <Notice tone="error">{formError}</Notice>}
          {FIELDS.map((field) => (
            <Field
              key={field.name}
              id={`${id}-${field.name}`}
              label={t(`traders.form.${field.label}`)}
              hint={field.hint ? t(`traders.form.${field.hint}`) : undefined}
              required={field.required}
              error={failure?.fieldErrors[field.name]}
            >
              {(control) =>
                field.name === 'address' ? (
                  <textarea
                    {...control}
                    name={field.name}
                    rows={3}
                    maxLength={field.max}
                    defaultValue={initialValue(field.name)}
                    dir="auto"
                  />
                ) : (
                  <input
                    {...control}
                    name={field.name}
                    type={field.type ?? 'text'}
                    maxLength={field.max}
                    defaultValue={initialValue(field.name)}
                    dir={field.ltr ? 'ltr' : 'auto'}
                    autoComplete={
                      field.name === 'email' ? 'email' : field.name === 'phone' ? 'tel' : field.name === 'name' ? 'organization' : 'off'
                    }
                  />
                )
              }
            </Field>
          ))}
          <div>
            <label className="flex items-start gap-3 text-sm text-zinc-800">
              <input
                type="checkbox"
                name="self_certified"
                defaultChecked={failure ? failure.values?.self_certified === 'on' : false}
                aria-invalid={failure?.fieldErrors.self_certified ? true : undefined}
                aria-describedby={failure?.fieldErrors.self_certified ? `${id}-certify-error` : undefined}
                className="mt-0.5 size-5 shrink-0 accent-brand-600"
              />
              <span>{t('traders.form.certify')}</span>
            </label>
            {failure?.fieldErrors.self_certified && (
              <FieldError id={`${id}-certify-error`}>{failure.fieldErrors.self_certified}</FieldError>
            )}
          </div>
          {trader.state === 'verified' && <p className="text-sm text-zinc-600">{t('traders.form.recheck_note')}</p>}
          <SubmitButton busy={busy && !failure} busyLabel={t('traders.form.saving')}>
            {t('traders.form.submit')}
          </SubmitButton>
        </Form>
      </section>
    </div>
  )
}
