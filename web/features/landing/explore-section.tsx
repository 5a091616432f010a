import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Icon } from '../../components/icon.tsx'
import { Reveal } from './reveal.tsx'
import { SectionHeading } from './section-heading.tsx'

const ITEMS = [
  { key: 'products', to: '/trends', soon: false },
  { key: 'collabs', to: '/contact', soon: false },
  { key: 'analytics', to: '/pricing', soon: false },
  { key: 'ceo', to: '/about', soon: false },
  { key: 'news', to: '/news', soon: true },
] as const

/** Links to the rest of the site: featured products, collaborations, reports, the CEO and news (coming soon). */
export function ExploreSection() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="explore-title" className="overflow-x-clip bg-zinc-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="explore-title" title={t('landing.explore.title')} />
        <Reveal from="end">
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {ITEMS.map((item) => (
              <li key={item.key}>
                <Link
                  to={item.to}
                  className="group flex h-full flex-col rounded-2xl border border-zinc-200 bg-white p-5 transition hover:-translate-y-0.5 hover:border-brand-600 hover:shadow-lg motion-reduce:hover:translate-y-0"
                >
                  <span className="flex items-start justify-between gap-2">
                    <span className="font-bold text-zinc-900 group-hover:text-brand-700">
                      {t(`landing.explore.items.${item.key}.title`)}
                    </span>
                    {item.soon && (
                      <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                        {t('landing.explore.coming_soon')}
                      </span>
                    )}
                  </span>
                  <span className="mt-2 flex-1 text-sm text-zinc-600">{t(`landing.explore.items.${item.key}.text`)}</span>
                  <Icon name="arrow" className="mt-4 size-5 text-brand-700 rtl:rotate-180" />
                </Link>
              </li>
            ))}
          </ul>
        </Reveal>
      </div>
    </section>
  )
}

/** Closing call to action on the brand gradient. */
export function ClosingCta() {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="cta-title" className="px-4 py-16 sm:py-20">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-[2rem] bg-linear-to-br from-brand-800 via-brand-700 to-pink-700 px-6 py-12 text-center text-white shadow-2xl sm:px-12 sm:py-16">
        <div aria-hidden="true" className="absolute -end-16 -top-16 size-64 rounded-full bg-white/10" />
        <div aria-hidden="true" className="absolute -start-10 -bottom-20 size-56 rounded-full bg-white/10" />
        <h2 id="cta-title" className="relative text-3xl font-extrabold tracking-tight text-balance sm:text-4xl rtl:tracking-normal">
          {t('landing.cta.title')}
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lg text-brand-50">{t('landing.cta.text')}</p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to="/register"
            className="rounded-full bg-white px-8 py-3.5 font-semibold text-brand-800 shadow-lg transition hover:bg-brand-50"
          >
            {t('landing.cta.register')}
          </Link>
          <Link
            to="/pricing"
            className="rounded-full px-8 py-3.5 font-semibold text-white ring-1 ring-white/60 transition hover:bg-white/10"
          >
            {t('landing.cta.pricing')}
          </Link>
        </div>
      </div>
    </section>
  )
}
