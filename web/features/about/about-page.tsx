import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { LANGUAGES } from '../../../contract/language.ts'
import { Icon } from '../../components/icon.tsx'
import { useSite } from '../../lib/use-site.ts'
import { ABOUT_IMAGES, BENEFITS, VALUES } from './about-content.ts'
import { CeoSection } from './ceo-section.tsx'

const primaryLink =
  'inline-flex items-center justify-center rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-700'
const secondaryLink =
  'inline-flex items-center justify-center rounded-full bg-white px-6 py-3 font-semibold text-brand-800 shadow-sm ring-1 ring-brand-200 transition hover:bg-brand-50'

/** About Looktag: who we are, the mission, what creators get, the CEO and where to go next. */
export function AboutPage() {
  const { t } = useTranslation()
  const { marketing } = useSite()
  // A figure the operator has not set is left out.
  const stats = [
    { value: marketing.verifiedCreators, label: t('about.stats.creators') },
    { value: marketing.niches, label: t('about.stats.niches') },
    // A one-digit count reads the same in every language; a browser's first Intl formatter loads
    // locale data while the page hydrates (docs/decisions/0032), so none is made for it.
    { value: String(LANGUAGES.length), label: t('about.stats.languages') },
  ].filter((stat) => stat.value)
  return (
    <>
      <section className="overflow-hidden bg-linear-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:pt-20 lg:grid-cols-2 lg:pb-24">
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase rtl:tracking-normal rtl:normal-case">
              {t('about.eyebrow')}
            </p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-zinc-900 sm:text-5xl">{t('about.title')}</h1>
            <p className="mt-5 text-lg leading-relaxed text-pretty text-zinc-600">{t('about.intro')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/pricing" className={primaryLink}>
                {t('about.cta.pricing')}
              </Link>
              <Link to="/contact" className={secondaryLink}>
                {t('about.cta.contact')}
              </Link>
            </div>
          </div>
          <img src={ABOUT_IMAGES.hero} alt="" width={480} height={440} className="mx-auto w-full max-w-md lg:max-w-none" />
        </div>
      </section>

      <section aria-labelledby="about-stats" className="border-y border-zinc-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-12">
          <h2 id="about-stats" className="text-center text-lg font-semibold text-zinc-900">
            {t('about.stats.title')}
          </h2>
          <dl className={`mt-8 grid gap-8 text-center ${stats.length === 3 ? 'sm:grid-cols-3' : ''}`}>
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse gap-1">
                <dt className="text-sm text-zinc-600">{stat.label}</dt>
                <dd className="text-4xl font-extrabold tracking-tight text-brand-700" dir="ltr">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="about-mission" className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:py-24 lg:grid-cols-2 lg:gap-16">
        <div>
          <h2 id="about-mission" className="text-3xl font-extrabold tracking-tight text-zinc-900 sm:text-4xl">
            {t('about.mission.title')}
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-zinc-700">{t('about.mission.text1')}</p>
          <p className="mt-4 leading-relaxed text-zinc-600">{t('about.mission.text2')}</p>
        </div>
        <ul className="grid gap-4">
          {VALUES.map((value, index) => (
            <li key={value} className="flex gap-4 rounded-2xl bg-brand-50 p-5">
              <span
                aria-hidden="true"
                className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-zinc-900">{t(`about.values.${value}.title`)}</h3>
                <p className="mt-1 text-sm leading-relaxed text-zinc-600">{t(`about.values.${value}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-benefits" className="bg-zinc-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <div className="max-w-2xl">
            <h2 id="about-benefits" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
              {t('about.benefits.title')}
            </h2>
            <p className="mt-4 text-lg text-zinc-300">{t('about.benefits.intro')}</p>
          </div>
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {BENEFITS.map(({ key, icon }) => (
              <li key={key} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
                <span aria-hidden="true" className="grid size-11 place-items-center rounded-xl bg-brand-600 text-white">
                  <Icon path={icon} className="size-6" />
                </span>
                <h3 className="mt-5 text-lg font-semibold">{t(`about.benefits.items.${key}.title`)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-zinc-300">{t(`about.benefits.items.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {marketing.ceoName && <CeoSection name={marketing.ceoName} />}

      <section aria-labelledby="about-cta" className="px-4 pb-20">
        <div className="mx-auto max-w-6xl rounded-[2rem] bg-linear-to-br from-brand-600 to-brand-800 px-6 py-14 text-center text-white shadow-xl sm:px-12">
          <h2 id="about-cta" className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
            {t('about.cta.title')}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-brand-100">{t('about.cta.text')}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link
              to="/pricing"
              className="inline-flex items-center justify-center rounded-full bg-white px-6 py-3 font-semibold text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:outline-white"
            >
              {t('about.cta.pricing')}
            </Link>
            <Link
              to="/contact"
              className="inline-flex items-center justify-center rounded-full px-6 py-3 font-semibold text-white ring-1 ring-white/60 hover:bg-white/10 focus-visible:outline-white"
            >
              {t('about.cta.contact')}
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}
