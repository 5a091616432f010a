import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Icon } from '../../components/icon.tsx'

/** /news until there is news: a friendly "Coming Soon" and a way back home. */
export function ComingSoon() {
  const { t } = useTranslation()
  return (
    <section className="relative isolate overflow-hidden bg-linear-to-b from-brand-50 to-white">
      <div aria-hidden="true" className="absolute -top-24 -end-24 -z-10 size-80 rounded-full bg-accent-500/10 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-24 -start-24 -z-10 size-80 rounded-full bg-brand-500/15 blur-3xl" />
      <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
        <NewsIllustration />
        <p className="mt-8 text-sm font-semibold tracking-wider text-brand-700 uppercase rtl:tracking-normal rtl:normal-case">
          {t('news.eyebrow')}
        </p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-zinc-900 sm:text-6xl">{t('news.title')}</h1>
        <p className="mt-5 max-w-lg text-lg leading-relaxed text-pretty text-zinc-600">{t('news.text')}</p>
        <Link
          to="/"
          className="mt-10 inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-brand-700"
        >
          <Icon name="arrow-back" className="size-5 rtl:-scale-x-100" />
          {t('news.back_home')}
        </Link>
      </div>
    </section>
  )
}

/** A stack of news cards with a sparkle: decorative, drawn inline so it needs no request. */
function NewsIllustration() {
  return (
    <svg viewBox="0 0 160 120" aria-hidden="true" className="w-40 sm:w-48">
      <rect x="30" y="22" width="92" height="84" rx="12" className="fill-brand-200" transform="rotate(-8 76 64)" />
      <rect x="38" y="16" width="92" height="84" rx="12" className="fill-white stroke-brand-200" strokeWidth="2" />
      <rect x="50" y="28" width="68" height="26" rx="6" className="fill-brand-600" />
      <circle cx="62" cy="41" r="5" className="fill-white/80" />
      <path
        d="M72 48l8-9 7 6 6-4 7 7"
        className="stroke-white"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="50" y="62" width="56" height="6" rx="3" className="fill-zinc-300" />
      <rect x="50" y="74" width="68" height="5" rx="2.5" className="fill-zinc-200" />
      <rect x="50" y="84" width="44" height="5" rx="2.5" className="fill-zinc-200" />
      <path d="M134 12l3 8.5 8.5 3-8.5 3-3 8.5-3-8.5-8.5-3 8.5-3z" className="fill-accent-500" />
      <circle cx="22" cy="96" r="5" className="fill-accent-500/60" />
    </svg>
  )
}
