import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Icon } from '../../components/icon.tsx'
import { useLanguage } from '../../i18n/use-language.ts'
import { isolate } from '../../lib/bidi.ts'
import { Reveal } from './reveal.tsx'
import { SectionHeading } from './section-heading.tsx'

const POINTS = ['discover', 'campaigns', 'tracking', 'reports'] as const
const BARS = [38, 54, 46, 70, 62, 84, 100]

/** For brands: title, four points, a link to the contact page and a sample campaign result card. */
export function BrandSection() {
  const { t } = useTranslation()
  const { dir } = useLanguage()
  const results = [
    { label: t('landing.brand.card_clicks'), value: '12.8K' },
    { label: t('landing.brand.card_sales'), value: '1,340' },
    { label: t('landing.brand.card_creators'), value: '24' },
  ]
  return (
    <section aria-labelledby="brand-title" className="overflow-x-clip py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 lg:grid-cols-2 lg:gap-16">
        <Reveal from="end" className="lg:order-last">
          <SectionHeading id="brand-title" eyebrow={t('landing.brand.eyebrow')} title={t('landing.brand.title')}>
            {t('landing.brand.text')}
          </SectionHeading>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {POINTS.map((point) => (
              <li key={point} className="flex items-start gap-3 rounded-2xl border border-zinc-200 p-4 text-zinc-800">
                <span
                  aria-hidden="true"
                  className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
                >
                  <Icon name="check" className="size-4" />
                </span>
                {t(`landing.brand.points.${point}`)}
              </li>
            ))}
          </ul>
          <Link
            to="/contact"
            className="mt-8 inline-flex items-center gap-2 rounded-full bg-zinc-900 px-7 py-3.5 font-semibold text-white transition hover:bg-zinc-700"
          >
            {t('landing.brand.cta')}
            <Icon name="arrow" className="size-4 rtl:rotate-180" />
          </Link>
        </Reveal>

        <Reveal from="start">
          <div className="relative mx-auto max-w-md">
            <div
              aria-hidden="true"
              className="absolute -inset-3 -rotate-3 rounded-[2.5rem] sm:-inset-6 bg-linear-to-br from-brand-600 to-accent-500 opacity-90"
            />
            <div className="relative rounded-3xl bg-white p-6 shadow-2xl sm:p-8">
              <div className="flex items-center justify-between gap-4">
                <p className="font-bold text-zinc-900">{t('landing.brand.card_title')}</p>
                <span className="flex -space-x-2 rtl:space-x-reverse" aria-hidden="true">
                  {[3, 4, 6, 7].map((n) => (
                    <img
                      key={n}
                      src={`/images/landing/creator-${n}.svg`}
                      alt=""
                      width={32}
                      height={32}
                      loading="lazy"
                      className="size-8 rounded-full ring-2 ring-white"
                    />
                  ))}
                </span>
              </div>
              <dl className="mt-6 grid grid-cols-3 gap-3">
                {results.map((result) => (
                  <div key={result.label} className="flex flex-col-reverse gap-1 rounded-2xl bg-zinc-50 p-3">
                    <dt className="text-xs text-zinc-600">{result.label}</dt>
                    <dd className="text-xl font-extrabold text-zinc-900">{isolate(result.value, dir)}</dd>
                  </div>
                ))}
              </dl>
              <div aria-hidden="true" className="mt-6 flex h-28 items-end gap-2">
                {BARS.map((height, index) => (
                  <span
                    key={height}
                    className={`flex-1 rounded-t-lg ${index === BARS.length - 1 ? 'bg-accent-500' : 'bg-brand-200'}`}
                    style={{ height: `${height}%` }}
                  />
                ))}
              </div>
            </div>
          </div>
        </Reveal>
      </div>
    </section>
  )
}
