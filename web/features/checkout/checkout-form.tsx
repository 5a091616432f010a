import { type ChangeEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { z } from 'zod'
import { CardInput } from '../../../contract/billing.ts'
import { billingApi } from '../../../contract/billing-api.ts'
import { MAX_EMAIL_LENGTH } from '../../../contract/limits.ts'
import { ShopLocalPayInput } from '../../../contract/shop-checkout.ts'
import { SubmitButton } from '../../components/form/buttons.tsx'
import { Field } from '../../components/form/field.tsx'
import { useForm } from '../../components/form/use-form.ts'
import { Icon } from '../../components/icon.tsx'
import { type ApiErrorBody, type ApiResult, call } from '../../lib/api.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { formatCardNumber, formatCvc, formatExpiry } from './card-format.ts'

type CardField = 'email' | 'cardNumber' | 'expiry' | 'cvc' | 'name'

/** The card as checked; with `askEmail`, the buyer's e-mail too. */
export type CardBody = z.output<typeof CardInput> & { email?: string }

/** Another card endpoint than the registration's test checkout, and what to do with its answer. */
export interface CardAction<T> {
  send: (body: CardBody) => Promise<ApiResult<T>>
  title: string
  onDone: (data: T) => void
  onUnauthorized?: () => void
}

interface CheckoutFormProps<T> {
  payLabel: string
  /** The test checkout session to pay … */
  sessionId?: string
  /** … or another card endpoint (the subscription's card update, a shop order). */
  action?: CardAction<T>
  /** Ask for the buyer's e-mail first (a shop order's receipt goes there, as on Stripe's page). */
  askEmail?: boolean
}

/** A call's answer turned into what to do with it, so one form serves endpoints with different answers. */
async function thenDo<T>(sent: Promise<ApiResult<T>>, onDone: (data: T) => void): Promise<ApiResult<() => void>> {
  const result = await sent
  return result.ok ? { ...result, data: () => onDone(result.data) } : result
}

/**
 * The card form of the test checkout (also the card update of a subscription). Formats as people
 * type, checks that every field is filled, and leaves the verdict (paid, declined, invalid) to the
 * API; a decline is announced in an alert.
 */
export function CheckoutForm<T>({ sessionId = '', payLabel, action, askEmail = false }: CheckoutFormProps<T>) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const [values, setValues] = useState<Record<CardField, string>>({ email: '', cardNumber: '', expiry: '', cvc: '', name: '' })
  const [failure, setFailure] = useState<ApiErrorBody | null>(null)
  const { formRef, errors, busy, onSubmit, clearError } = useForm({
    // A shop order also asks for the buyer's e-mail (the receipt goes there).
    schema: askEmail ? ShopLocalPayInput : CardInput,
    read: () => {
      const { email, ...card } = values
      return askEmail ? { email, ...card } : card
    },
    onInvalid: () => setFailure(null),
    send: (body) => {
      setFailure(null)
      return action
        ? thenDo(action.send(body), action.onDone)
        : thenDo(call(billingApi.localPay, { params: { sessionId }, body }), (data) => navigate(data.redirectUrl))
    },
    onSuccess: (done) => {
      done()
      return 'navigating'
    },
    onFailure: (error, status) => {
      if (status === 401 && action?.onUnauthorized) action.onUnauthorized()
      else setFailure(error)
    },
  })

  function change(field: CardField) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      const raw = event.target.value
      const next =
        field === 'cardNumber'
          ? formatCardNumber(raw)
          : field === 'expiry'
            ? formatExpiry(raw, values.expiry)
            : field === 'cvc'
              ? formatCvc(raw)
              : raw
      setValues((v) => ({ ...v, [field]: next }))
      clearError(field)
    }
  }

  const failed = failure && failure.code !== 'VALIDATION_FAILED' ? failure : null

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="checkout-pay-title" className="space-y-5">
      <h2 id="checkout-pay-title" className="text-lg font-bold text-zinc-900">
        {action?.title ?? t('checkout.pay_title')}
      </h2>

      {failed && (
        <div role="alert" className="flex items-start gap-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
          <Icon name="alert-circle" className="mt-0.5 size-5 shrink-0" />
          <p className="font-semibold">{failed.error || t('checkout.errors.failed')}</p>
        </div>
      )}

      {askEmail && (
        <Field id="checkout-email" label={t('checkout.email')} error={errors.email}>
          {(p) => (
            <input
              {...p}
              name="email"
              type="email"
              autoComplete="email"
              dir="ltr"
              maxLength={MAX_EMAIL_LENGTH}
              value={values.email}
              onChange={change('email')}
              disabled={!hydrated}
            />
          )}
        </Field>
      )}
      {/* Controlled inputs: typing before the script takes over would be lost, so wait for it (like the button). */}
      <fieldset disabled={!hydrated} className="space-y-4">
        <legend className="text-sm font-semibold text-zinc-800">{t('checkout.card_legend')}</legend>
        <Field id="checkout-card-number" label={t('checkout.card_number')} error={errors.cardNumber}>
          {(p) => (
            // Card numbers read left to right in every language; the brand marks sit after them.
            <div className="relative" dir="ltr">
              <input
                {...p}
                name="cardNumber"
                type="text"
                inputMode="numeric"
                autoComplete="cc-number"
                dir="ltr"
                placeholder="1234 1234 1234 1234"
                maxLength={23}
                value={values.cardNumber}
                onChange={change('cardNumber')}
                className={`${p.className} pe-20 font-mono tracking-wide`}
              />
              <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 end-3 mt-1.5 flex items-center gap-1">
                <span className="rounded bg-blue-900 px-1.5 py-0.5 text-[10px] font-black text-white italic">VISA</span>
                <span className="flex">
                  <span className="size-4 rounded-full bg-red-500" />
                  <span className="-ms-1.5 size-4 rounded-full bg-amber-400/90" />
                </span>
              </span>
            </div>
          )}
        </Field>
        <div className="grid grid-cols-2 gap-4">
          <Field id="checkout-expiry" label={t('checkout.expiry')} error={errors.expiry}>
            {(p) => (
              <input
                {...p}
                name="expiry"
                type="text"
                inputMode="numeric"
                autoComplete="cc-exp"
                dir="ltr"
                placeholder={t('checkout.expiry_placeholder')}
                maxLength={7}
                value={values.expiry}
                onChange={change('expiry')}
                className={`${p.className} font-mono rtl:text-end`}
              />
            )}
          </Field>
          <Field id="checkout-cvc" label={t('checkout.cvc')} error={errors.cvc}>
            {(p) => (
              <input
                {...p}
                name="cvc"
                type="text"
                inputMode="numeric"
                autoComplete="cc-csc"
                dir="ltr"
                placeholder="123"
                maxLength={4}
                value={values.cvc}
                onChange={change('cvc')}
                className={`${p.className} font-mono rtl:text-end`}
              />
            )}
          </Field>
        </div>
        <Field id="checkout-name" label={t('checkout.name')} error={errors.name}>
          {(p) => (
            <input {...p} name="name" type="text" autoComplete="cc-name" maxLength={100} value={values.name} onChange={change('name')} />
          )}
        </Field>
      </fieldset>

      <SubmitButton busy={busy} disabled={!hydrated} busyLabel={t('checkout.paying')} className="w-full">
        {payLabel}
      </SubmitButton>
      {!action && (
        <p className="flex items-center justify-center gap-1.5 text-center text-xs text-zinc-600">
          <Icon name="lock" className="size-3.5" />
          {t('checkout.secure_note')}
        </p>
      )}
    </form>
  )
}
