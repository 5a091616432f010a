import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PlanChangeInput, SubscriptionView } from '../../../contract/billing.ts'
import { billingApi } from '../../../contract/billing-api.ts'
import { cardClass } from '../../components/card.ts'
import { ConfirmDialog } from '../../components/confirm-dialog.tsx'
import { primaryButtonClass, ScriptButton, Spinner, secondaryButtonClass } from '../../components/form/buttons.tsx'
import { Notice } from '../../components/notice.tsx'
import { type ApiResult, call } from '../../lib/api.ts'
import { formatPrice } from '../pricing/format-price.ts'
import { usePlanPricesIfAny } from '../pricing/plan-prices-context.tsx'
import { CardForm } from './card-form.tsx'

interface Props {
  subscription: SubscriptionView
  onChange: (subscription: SubscriptionView) => void
  onUnauthorized: () => void
}

/**
 * What the creator can change: upgrade to AI at once, downgrade or switch cycle at the period end,
 * cancel at the period end and undo, a new card, renewing an ended subscription, and (test
 * checkout outside production) renewing now. The server decides; the page shows its answer.
 */
export function SubscriptionActions({ subscription: s, onChange, onUnauthorized }: Props) {
  const { t, i18n } = useTranslation()
  const [busy, setBusy] = useState<string | null>(null)
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  const [confirmCancel, setConfirmCancel] = useState(false)
  const [cardOpen, setCardOpen] = useState(false)
  const prices = usePlanPricesIfAny()

  async function run(key: string, send: () => Promise<ApiResult<SubscriptionView | { url: string }>>, done?: string) {
    setBusy(key)
    setMessage(null)
    const res = await send()
    setBusy(null)
    setConfirmCancel(false)
    if (!res.ok) {
      if (res.status === 401) return onUnauthorized()
      return setMessage({ tone: 'error', text: res.error.error || t('billing.subscription.error') })
    }
    if ('url' in res.data) return window.location.assign(res.data.url)
    onChange(res.data)
    if (done) setMessage({ tone: 'success', text: t(done) })
  }

  const changePlan = (key: string, body: PlanChangeInput, done: string) => run(key, () => call(billingApi.changePlan, { body }), done)

  const button = (key: string, label: string, onClick: () => void, primary = false) => (
    <ScriptButton disabled={busy !== null} onClick={onClick} className={primary ? primaryButtonClass : secondaryButtonClass}>
      {busy === key && <Spinner className={primary ? undefined : 'size-4 border-zinc-300 border-t-zinc-700'} />}
      {label}
    </ScriptButton>
  )

  const ended = s.ended_at !== null || s.payment_status === 'canceled' || s.payment_status === 'expired'
  const otherCycle = s.billing_cycle === 'monthly' ? 'yearly' : 'monthly'
  const plannedCycle = s.next_billing_cycle ?? s.billing_cycle
  const plannedPlan = s.next_plan_type ?? s.plan_type
  // Plans now priced in another currency than this subscription's: it cannot change plan (decision 0075).
  const otherCurrency = prices && prices.currency !== s.currency.toLowerCase() ? prices.currency.toUpperCase() : null

  return (
    <section aria-labelledby="subscription-manage" className={cardClass}>
      <h2 id="subscription-manage" className="text-xl font-bold text-zinc-900">
        {t('billing.subscription.manage.title')}
      </h2>
      <div role="status">
        {message && (
          <Notice tone={message.tone} className="mt-3">
            {message.text}
          </Notice>
        )}
      </div>

      {ended ? (
        <div className="mt-4">
          <p className="text-sm text-zinc-600">{t('billing.subscription.manage.renew_hint')}</p>
          <div className="mt-3">
            {button('renew', t('billing.subscription.manage.renew'), () => run('renew', () => call(billingApi.renew)), true)}
          </div>
        </div>
      ) : (
        <div className="mt-4 grid gap-5">
          {s.payment_status === 'active' && !s.cancel_at_period_end && (
            <div>
              <h3 className="font-semibold text-zinc-900">{t('billing.subscription.manage.plan')}</h3>
              {otherCurrency ? (
                <p className="mt-1 text-sm text-zinc-600" data-testid="plan-currency-changed">
                  {t('billing.subscription.manage.currency_changed', { currency: otherCurrency })}
                </p>
              ) : (
                <>
                  {prices && (
                    <p className="mt-1 text-sm text-zinc-600" data-testid="plan-change-prices">
                      {t('billing.subscription.manage.change_prices', {
                        basic: formatPrice(prices.basic[plannedCycle], prices.currency, i18n.language),
                        ai: formatPrice(prices.ai[plannedCycle], prices.currency, i18n.language),
                        cycle: t(`billing.subscription.cycles.${plannedCycle}`),
                      })}
                    </p>
                  )}
                  {s.plan_type === 'basic' ? (
                    <>
                      <p className="mt-1 text-sm text-zinc-600">{t('billing.subscription.manage.upgrade_hint')}</p>
                      <div className="mt-3">
                        {button(
                          'upgrade',
                          t('billing.subscription.manage.upgrade'),
                          () =>
                            changePlan('upgrade', { planType: 'ai', billingCycle: plannedCycle }, 'billing.subscription.manage.upgraded'),
                          true,
                        )}
                      </div>
                    </>
                  ) : (
                    <div className="mt-3 flex flex-wrap gap-3">
                      {plannedPlan === 'ai'
                        ? button('downgrade', t('billing.subscription.manage.downgrade'), () =>
                            changePlan(
                              'downgrade',
                              { planType: 'basic', billingCycle: plannedCycle },
                              'billing.subscription.manage.scheduled',
                            ),
                          )
                        : button('keep', t('billing.subscription.manage.keep_plan'), () =>
                            changePlan('keep', { planType: 'ai', billingCycle: plannedCycle }, 'billing.subscription.manage.scheduled'),
                          )}
                    </div>
                  )}
                  <div className="mt-3">
                    {plannedCycle === s.billing_cycle
                      ? button('cycle', t(`billing.subscription.manage.switch_${otherCycle}`), () =>
                          changePlan('cycle', { planType: plannedPlan, billingCycle: otherCycle }, 'billing.subscription.manage.scheduled'),
                        )
                      : button('cycle', t('billing.subscription.manage.keep_cycle'), () =>
                          changePlan(
                            'cycle',
                            { planType: plannedPlan, billingCycle: s.billing_cycle },
                            'billing.subscription.manage.scheduled',
                          ),
                        )}
                  </div>
                </>
              )}
            </div>
          )}

          <div>
            <h3 className="font-semibold text-zinc-900">{t('billing.subscription.manage.payment')}</h3>
            <div className="mt-3 flex flex-wrap gap-3">
              {s.provider === 'local'
                ? button('card', t('billing.subscription.manage.update_card'), () => setCardOpen((open) => !open))
                : button('portal', t('billing.subscription.manage.portal'), () => run('portal', () => call(billingApi.portal)))}
              {s.can_renew_now &&
                button('renew-now', t('billing.subscription.manage.renew_now'), () =>
                  run('renew-now', () => call(billingApi.renewNow), 'billing.subscription.manage.renewed'),
                )}
            </div>
            {s.can_renew_now && <p className="mt-2 text-xs text-zinc-500">{t('billing.subscription.manage.renew_now_hint')}</p>}
            {cardOpen && s.provider === 'local' && (
              <CardForm
                onSaved={(updated) => {
                  setCardOpen(false)
                  onChange(updated)
                  setMessage({ tone: 'success', text: t('billing.subscription.manage.card_saved') })
                }}
                onUnauthorized={onUnauthorized}
              />
            )}
          </div>

          <div>
            <h3 className="font-semibold text-zinc-900">{t('billing.subscription.manage.cancellation')}</h3>
            <div className="mt-3">
              {s.cancel_at_period_end
                ? button(
                    'resume',
                    t('billing.subscription.manage.resume'),
                    () => run('resume', () => call(billingApi.resumeSubscription), 'billing.subscription.manage.resumed'),
                    true,
                  )
                : button('cancel', t('billing.subscription.manage.cancel'), () => setConfirmCancel(true))}
            </div>
          </div>
        </div>
      )}

      <ConfirmDialog
        open={confirmCancel}
        title={t('billing.subscription.manage.cancel_title')}
        confirmLabel={t('billing.subscription.manage.cancel_confirm')}
        cancelLabel={t('billing.subscription.manage.cancel_keep')}
        busy={busy === 'cancel'}
        onConfirm={() => void run('cancel', () => call(billingApi.cancelSubscription), 'billing.subscription.manage.cancelled')}
        onClose={() => setConfirmCancel(false)}
      >
        <p>{t('billing.subscription.manage.cancel_text')}</p>
      </ConfirmDialog>
    </section>
  )
}
