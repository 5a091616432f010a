import { useTranslation } from 'react-i18next'
import { Icon } from '../../components/icon.tsx'
import { ABOUT_IMAGES } from './about-content.ts'

/** The CEO: portrait illustration, name, role, a quote and a short bio. */
export function CeoSection({ name }: { name: string }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="about-ceo" className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
      <div className="grid items-center gap-10 overflow-hidden rounded-[2rem] bg-zinc-50 p-6 ring-1 ring-zinc-200 sm:p-10 md:grid-cols-[2fr_3fr] md:gap-14 lg:p-14">
        <div className="relative mx-auto w-full max-w-xs md:max-w-none">
          <div aria-hidden="true" className="absolute -inset-3 -rotate-3 rounded-[2rem] bg-linear-to-br from-brand-200 to-accent-500/40" />
          <img
            src={ABOUT_IMAGES.ceo}
            alt={t('about.ceo.photo_alt', { name })}
            width={400}
            height={400}
            loading="lazy"
            className="relative aspect-square w-full rounded-[1.75rem] bg-brand-100 object-cover shadow-lg"
          />
        </div>
        <div>
          <h2 id="about-ceo" className="text-sm font-semibold tracking-wider text-brand-700 uppercase rtl:tracking-normal rtl:normal-case">
            {t('about.ceo.title')}
          </h2>
          <p className="mt-3 text-3xl font-extrabold tracking-tight text-zinc-900 sm:text-4xl">{name}</p>
          <p className="mt-1 font-medium text-zinc-600">{t('about.ceo.role')}</p>
          <figure className="mt-8">
            <Icon name="quote" className="h-6 w-8 text-brand-600 rtl:-scale-x-100" />
            <blockquote className="mt-4 text-xl leading-relaxed font-medium text-pretty text-zinc-800">
              <p>{t('about.ceo.quote')}</p>
            </blockquote>
            <figcaption className="sr-only">{t('about.ceo.quote_by', { name })}</figcaption>
          </figure>
          <p className="mt-6 leading-relaxed text-zinc-600">{t('about.ceo.bio', { name })}</p>
        </div>
      </div>
    </section>
  )
}
