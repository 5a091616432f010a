import { useTranslation } from 'react-i18next'

/** Marks the built-in payment provider's pages, so nobody takes them for Stripe's. */
export function TestModeBadge() {
  const { t } = useTranslation()
  return (
    <p className="w-fit rounded-full bg-amber-500 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase rtl:tracking-normal">
      {t('shop.connect.test_mode')}
    </p>
  )
}
