import { useTranslation } from 'react-i18next'

/** A picture of the popup visitors get (drawn, not a photo), so creators know what they are making. */
export function ExamplePopup() {
  const { t } = useTranslation()
  return (
    <figure className="mt-4">
      <div role="img" aria-label={t('campaigns.example_alt')} className="rounded-2xl bg-zinc-900/70 p-4">
        <div aria-hidden="true" className="overflow-hidden rounded-xl bg-white shadow-lg">
          <div className="aspect-[4/3] bg-gradient-to-br from-brand-200 via-pink-100 to-amber-100" />
          <div className="p-3">
            <p className="text-sm font-bold text-zinc-900">{t('campaigns.example_heading')}</p>
            <p className="mt-1 text-xs text-zinc-600">{t('campaigns.example_text')}</p>
            <p className="mt-3 inline-flex rounded-full bg-brand-600 px-3 py-1.5 text-xs font-semibold text-white">
              {t('campaigns.example_cta')}
            </p>
          </div>
        </div>
      </div>
    </figure>
  )
}
