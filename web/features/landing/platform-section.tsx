import { useTranslation } from 'react-i18next'
import { useSite } from '../../lib/use-site.ts'
import { Reveal } from './reveal.tsx'
import { SectionHeading } from './section-heading.tsx'

/** Platform intro: what the dashboard does, the marketing figures and a dashboard picture. */
export function PlatformSection() {
  const { t } = useTranslation()
  const { marketing } = useSite()
  // A figure the operator has not set is left out.
  const stats = [
    { value: marketing.verifiedCreators, label: t('landing.platform.stats.creators') },
    { value: marketing.niches, label: t('landing.platform.stats.niches') },
    { value: marketing.rating, label: t('landing.platform.stats.rating') },
  ].filter((stat) => stat.value)
  return (
    <section aria-labelledby="platform-title" className="overflow-x-clip py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 lg:grid-cols-[5fr_7fr]">
        <Reveal from="start">
          <SectionHeading id="platform-title" eyebrow={t('landing.platform.eyebrow')} title={t('landing.platform.title')}>
            {t('landing.platform.text')}
          </SectionHeading>
          {stats.length > 0 && (
            <dl className="mt-10 grid grid-cols-3 gap-4 border-t border-zinc-200 pt-8">
              {stats.map((stat) => (
                <div key={stat.label} className="flex flex-col-reverse gap-1">
                  <dt className="text-sm text-zinc-600">{stat.label}</dt>
                  <dd className="text-2xl font-extrabold text-zinc-900 sm:text-3xl">
                    <span dir="ltr">{stat.value}</span>
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </Reveal>
        <Reveal from="end">
          <div className="relative">
            <div
              aria-hidden="true"
              className="absolute -inset-4 rounded-[2.5rem] bg-linear-to-br from-brand-200/70 via-brand-50 to-pink-100 sm:-inset-6"
            />
            <img
              src="/images/landing/dashboard.svg"
              alt={t('landing.platform.image_alt')}
              width={960}
              height={600}
              loading="lazy"
              className="relative h-auto w-full rounded-2xl shadow-2xl ring-1 shadow-brand-800/20 ring-zinc-900/5"
            />
          </div>
        </Reveal>
      </div>
    </section>
  )
}
