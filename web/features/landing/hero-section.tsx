import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Icon } from '../../components/icon.tsx'
import { useLanguage } from '../../i18n/use-language.ts'
import { isolate } from '../../lib/bidi.ts'
import { useSite } from '../../lib/use-site.ts'

/**
 * Product tags drawn over the hero illustration. Positions are logical: the illustration is
 * mirrored in right-to-left pages, so "start" stays on the same part of the outfit.
 */
const TAGS = [
  { key: 'blazer', position: 'start-[40%] top-[41%]', reverse: false, extra: '' },
  { key: 'tote', position: 'end-[24%] top-[63%]', reverse: true, extra: '' },
  { key: 'trousers', position: 'start-[54%] top-[80%]', reverse: false, extra: 'hidden sm:flex' },
] as const

export function HeroSection() {
  const { t } = useTranslation()
  const { dir } = useLanguage()
  const { marketing } = useSite()
  // The trust line and the rating show only the figures the operator has set.
  const trust = Boolean(marketing.verifiedCreators && marketing.niches)
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-linear-to-b from-brand-50 via-white to-white">
      <div aria-hidden="true" className="pointer-events-none absolute -end-32 -top-32 size-96 rounded-full bg-accent-500/15 blur-3xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -start-40 top-1/3 size-96 rounded-full bg-brand-500/15 blur-3xl" />

      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 pt-10 pb-16 sm:pt-16 lg:grid-cols-2 lg:gap-10 lg:pt-20 lg:pb-24">
        <div className="text-center lg:text-start">
          {trust && (
            <p className="inline-flex items-center gap-3 rounded-full border border-brand-200 bg-white/80 py-1.5 ps-1.5 pe-4 text-sm font-medium text-zinc-700 shadow-sm">
              <span className="flex -space-x-2 rtl:space-x-reverse" aria-hidden="true">
                {[1, 2, 5].map((n) => (
                  <img
                    key={n}
                    src={`/images/landing/creator-${n}.svg`}
                    alt=""
                    width={28}
                    height={28}
                    className="size-7 rounded-full ring-2 ring-white"
                  />
                ))}
              </span>
              {t('landing.hero.trust', {
                creators: isolate(marketing.verifiedCreators, dir),
                niches: isolate(marketing.niches, dir),
              })}
            </p>
          )}

          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-zinc-900 sm:text-5xl lg:text-6xl rtl:tracking-normal"
          >
            {t('landing.hero.title')}
          </h1>
          <p className="mt-4 bg-linear-to-r from-brand-700 to-pink-700 bg-clip-text text-2xl font-bold text-balance text-transparent sm:text-3xl rtl:bg-linear-to-l">
            {t('landing.hero.slogan')}
          </p>
          <p className="mx-auto mt-5 max-w-xl text-lg text-pretty text-zinc-600 lg:mx-0">{t('landing.hero.intro')}</p>

          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center lg:justify-start">
            <Link
              to="/register"
              className="rounded-full bg-brand-600 px-8 py-3.5 text-center text-base font-semibold text-white shadow-lg shadow-brand-600/30 transition hover:bg-brand-700"
            >
              {t('landing.hero.register')}
            </Link>
            <Link
              to="/trends"
              className="inline-flex items-center justify-center gap-2 rounded-full border border-zinc-300 bg-white px-8 py-3.5 text-base font-semibold text-zinc-900 transition hover:border-brand-600 hover:text-brand-700"
            >
              {t('landing.hero.trends')}
              <Icon name="arrow" className="size-4 rtl:rotate-180" />
            </Link>
          </div>
        </div>

        <div className="relative mx-auto w-full max-w-sm sm:max-w-md">
          <img
            src="/images/landing/hero-look.svg"
            alt={t('landing.hero.image_alt')}
            width={480}
            height={600}
            loading="eager"
            fetchPriority="high"
            className="h-auto w-full rounded-[2rem] shadow-2xl shadow-brand-800/20 rtl:-scale-x-100"
          />

          <p className="absolute end-3 top-5 flex items-center gap-2 rounded-2xl rounded-es-sm bg-white px-4 py-2.5 text-sm font-semibold text-brand-700 shadow-lg sm:-end-6">
            <Icon name="sparkle" className="size-4 text-accent-500" />
            {t('landing.hero.bubble')}
          </p>

          <ul className="contents">
            {TAGS.map((tag) => (
              <li
                key={tag.key}
                className={`absolute ${tag.position} ${tag.extra || 'flex'} items-center gap-1.5 ${tag.reverse ? '-me-2.5 flex-row-reverse' : '-ms-2.5'} -mt-2.5`}
              >
                <span aria-hidden="true" className="relative flex size-5 items-center justify-center">
                  <span className="absolute inset-0 rounded-full bg-white/70 motion-safe:animate-ping" />
                  <span className="relative size-5 rounded-full border-4 border-white bg-accent-500 shadow" />
                </span>
                <span className="rounded-full bg-white/95 px-3 py-1 text-xs font-semibold whitespace-nowrap text-zinc-900 shadow-md">
                  {t(`landing.hero.tags.${tag.key}`)}
                </span>
              </li>
            ))}
          </ul>

          {marketing.rating && (
            <p className="absolute start-3 bottom-6 flex items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-xl sm:-start-8">
              <span className="flex text-amber-500" aria-hidden="true">
                {[0, 1, 2, 3, 4].map((n) => (
                  <Icon key={n} name="star" className="size-4" />
                ))}
              </span>
              <span className="text-sm font-bold text-zinc-900">{t('landing.hero.rating', { value: isolate(marketing.rating, dir) })}</span>
            </p>
          )}
        </div>
      </div>
    </section>
  )
}
