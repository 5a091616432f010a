import { useTranslation } from 'react-i18next'
import { maxYearlySavingPercent } from '../../../contract/plan-prices.ts'
import { usePlanPrices } from './plan-prices-context.tsx'

/** The id the plan cards' CSS watches (`group-has-[#billing-annually:checked]`) to show yearly prices. */
export const ANNUALLY_ID = 'billing-annually'

const optionClass =
  'relative flex cursor-pointer items-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold text-zinc-700 transition ' +
  'hover:text-brand-700 has-checked:bg-white has-checked:text-brand-700 has-checked:shadow-md ' +
  'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600'

// The real radio covers its label, invisible: pointer, keyboard and assistive technology all reach it.
const radioClass = 'absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0'

/**
 * Monthly / annually as a radio group (monthly first and default). Plain radios: the prices switch
 * through CSS, so the choice works the moment the page is painted, before any JavaScript runs.
 */
export function BillingToggle() {
  const { t } = useTranslation()
  const percent = maxYearlySavingPercent(usePlanPrices())
  return (
    <div className="flex flex-col items-center gap-3">
      <fieldset>
        <legend className="sr-only">{t('pricing.billing_label')}</legend>
        <div className="inline-flex rounded-full bg-zinc-100 p-1 ring-1 ring-zinc-200">
          <label className={optionClass}>
            <input type="radio" name="billingCycle" value="monthly" defaultChecked className={radioClass} />
            {t('pricing.monthly')}
          </label>
          <label className={optionClass}>
            <input id={ANNUALLY_ID} type="radio" name="billingCycle" value="annually" className={radioClass} />
            {t('pricing.annually')}
            {percent > 0 && (
              <span aria-hidden="true" className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">
                {t('pricing.saving_badge', { percent })}
              </span>
            )}
          </label>
        </div>
      </fieldset>
      {percent > 0 && <p className="text-sm font-medium text-brand-700">{t('pricing.saving_note', { percent })}</p>}
    </div>
  )
}
