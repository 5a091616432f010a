import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { primaryButtonClass } from '../../components/form/buttons.tsx'
import { Icon } from '../../components/icon.tsx'
import { StatusCard } from './status-card.tsx'
import { forgetSelectedPlan } from './use-selected-plan.ts'

/** After payment: the account waits for an admin's approval; the creator gets an email then. */
export function RegisterSuccessPage() {
  const { t } = useTranslation()
  useEffect(() => forgetSelectedPlan(), [])
  return (
    <StatusCard icon="success" title={t('register.success.title')}>
      <p role="status" className="text-lg font-semibold text-emerald-700">
        {t('register.success.message')}
      </p>
      <p className="mt-3">{t('register.success.text')}</p>
      <ol className="mt-8 space-y-3 text-start">
        {(['paid', 'review', 'login'] as const).map((step, index) => (
          <li key={step} className="flex items-start gap-3 rounded-2xl bg-zinc-50 p-4 ring-1 ring-zinc-100">
            <span
              aria-hidden="true"
              className={`grid size-7 shrink-0 place-items-center rounded-full text-sm font-bold ${
                index === 0 ? 'bg-emerald-600 text-white' : 'bg-brand-100 text-brand-700'
              }`}
            >
              {index === 0 ? <Icon name="check" className="size-4" /> : index + 1}
            </span>
            <div>
              <p className="font-semibold text-zinc-900">{t(`register.success.steps.${step}.title`)}</p>
              <p className="text-sm text-zinc-600">{t(`register.success.steps.${step}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <Link to="/login" className={`${primaryButtonClass} mt-8 w-full`}>
        {t('register.success.login')}
      </Link>
    </StatusCard>
  )
}
