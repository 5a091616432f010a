import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  CHECKOUT_EXPIRY_MINUTES,
  CHECKOUT_EXPIRY_MINUTES_WITHOUT_EMAIL,
  type SellerStatus,
  SHOP_LIMIT_MAX,
  ShopLimitsInput,
} from '../../../contract/shop.ts'
import { shopApi } from '../../../contract/shop-api.ts'
import { primaryButtonClass, Spinner } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { call, fieldErrors } from '../../lib/api.ts'

type Errors = Partial<Record<'max_per_line' | 'max_per_checkout', string>>

/** The seller's caps on one checkout, so nobody can hold the whole stock (checked again on the server). */
export function ShopLimits({
  status,
  onStatus,
  onMessage,
}: {
  status: SellerStatus
  onStatus: (status: SellerStatus) => void
  onMessage: (tone: 'success' | 'error', text: string) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<Errors>({})

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const number = (name: string) => (String(form.get(name) ?? '').trim() === '' ? Number.NaN : Number(form.get(name)))
    const parsed = ShopLimitsInput.safeParse({ max_per_line: number('max_per_line'), max_per_checkout: number('max_per_checkout') })
    if (!parsed.success) {
      const found: Errors = {}
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= t(issue.message)
      return setErrors(found)
    }
    setErrors({})
    setBusy(true)
    const result = await call(shopApi.setLimits, { body: parsed.data })
    setBusy(false)
    if (!result.ok) {
      setErrors(fieldErrors(result.error))
      return onMessage('error', result.error.error || t('shop.manage.limits_failed'))
    }
    onStatus(result.data)
    onMessage('success', t('shop.manage.limits_saved'))
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-3xl bg-white p-5 ring-1 ring-zinc-200 sm:p-6">
      <h2 id={`${id}-title`} className="text-xl font-bold text-zinc-900">
        {t('shop.manage.limits_title')}
      </h2>
      <p className="mt-1 text-sm text-zinc-600">
        {t('shop.manage.limits_hint', { minutes: CHECKOUT_EXPIRY_MINUTES, short: CHECKOUT_EXPIRY_MINUTES_WITHOUT_EMAIL })}
      </p>
      <form noValidate onSubmit={(e) => void save(e)} className="mt-4 grid grid-cols-1 items-start gap-4 md:grid-cols-3">
        <Field
          id={`${id}-line`}
          label={t('shop.manage.max_per_line_label')}
          hint={t('shop.manage.limit_range', { max: SHOP_LIMIT_MAX.perLine })}
          error={errors.max_per_line}
        >
          {(p) => (
            <input
              {...p}
              name="max_per_line"
              type="number"
              min={1}
              max={SHOP_LIMIT_MAX.perLine}
              step={1}
              defaultValue={status.max_per_line}
              dir="ltr"
            />
          )}
        </Field>
        <Field
          id={`${id}-checkout`}
          label={t('shop.manage.max_per_checkout_label')}
          hint={t('shop.manage.limit_range', { max: SHOP_LIMIT_MAX.perCheckout })}
          error={errors.max_per_checkout}
        >
          {(p) => (
            <input
              {...p}
              name="max_per_checkout"
              type="number"
              min={1}
              max={SHOP_LIMIT_MAX.perCheckout}
              step={1}
              defaultValue={status.max_per_checkout}
              dir="ltr"
            />
          )}
        </Field>
        <div className="md:pt-7">
          <button type="submit" disabled={busy} className={`${primaryButtonClass} px-5 py-2.5 text-sm`}>
            {busy && <Spinner />}
            {t('shop.manage.limits_save')}
          </button>
        </div>
      </form>
    </section>
  )
}
