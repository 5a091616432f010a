import { useTranslation } from 'react-i18next'
import type { SubscriptionView } from '../../../contract/billing.ts'
import { billingApi } from '../../../contract/billing-api.ts'
import { call } from '../../lib/api.ts'
import { CheckoutForm } from '../checkout/checkout-form.tsx'

/** The test checkout's card form, saving a new card for renewals (a failed renewal is retried with it). */
export function CardForm({ onSaved, onUnauthorized }: { onSaved: (s: SubscriptionView) => void; onUnauthorized: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="mt-4 rounded-2xl bg-zinc-50 p-4 ring-1 ring-zinc-200">
      <CheckoutForm
        payLabel={t('billing.subscription.manage.save_card')}
        action={{
          send: (body) => call(billingApi.updateCard, { body }),
          title: t('billing.subscription.manage.card_title'),
          onDone: onSaved,
          onUnauthorized,
        }}
      />
      <p className="mt-3 text-xs text-zinc-500">{t('billing.subscription.manage.card_hint')}</p>
    </div>
  )
}
