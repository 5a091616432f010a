import useEmblaCarousel from 'embla-carousel-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLanguage } from '../../i18n/use-language.ts'
import { PARTNERS } from './landing-content.ts'

/**
 * "Trusted by" strip: five neutral partner marks in a looping Embla carousel. Slides per view and
 * spacing follow the spec (2/3/4/5 per view at 0/480/768/1024 px, gaps 16/24/32/40 px) in CSS, so
 * the server-rendered strip already has its final layout. Pagination dots appear once Embla knows
 * how many positions there are (none when all five logos fit).
 */
export function PartnerCarousel() {
  const { t } = useTranslation()
  const { dir } = useLanguage()
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start', direction: dir })
  const [snaps, setSnaps] = useState<number[]>([])
  const [selected, setSelected] = useState(0)

  useEffect(() => {
    if (!api) return
    const update = () => {
      setSnaps(api.scrollSnapList())
      setSelected(api.selectedScrollSnap())
    }
    update()
    api.on('select', update).on('reInit', update)
    return () => {
      api.off('select', update).off('reInit', update)
    }
  }, [api])

  return (
    <section aria-labelledby="partners-title" className="border-y border-zinc-100 bg-white py-12 sm:py-14">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="partners-title" className="text-center text-sm font-bold tracking-wider text-zinc-600 uppercase rtl:tracking-normal">
          {t('landing.partners.title')}
        </h2>
        <section aria-roledescription="carousel" aria-label={t('landing.partners.carousel_label')} className="mt-8">
          <div ref={viewportRef} className="overflow-hidden">
            <div className="-ms-4 flex touch-pan-y min-[480px]:-ms-6 md:-ms-8 lg:-ms-10">
              {PARTNERS.map((partner, index) => (
                // biome-ignore lint/a11y/useSemanticElements: an APG carousel slide is a labelled group, not a form fieldset
                <div
                  key={partner.name}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={t('landing.partners.slide_label', { number: index + 1, total: PARTNERS.length })}
                  className="min-w-0 shrink-0 grow-0 basis-1/2 ps-4 min-[480px]:basis-1/3 min-[480px]:ps-6 md:basis-1/4 md:ps-8 lg:basis-1/5 lg:ps-10"
                >
                  <div className="flex h-20 items-center justify-center rounded-2xl border border-zinc-200/70 bg-zinc-50 px-4">
                    <img
                      src={partner.src}
                      alt={t('landing.partners.logo_alt', { name: partner.name })}
                      width={200}
                      height={60}
                      loading="lazy"
                      className="h-9 w-auto max-w-full opacity-80 transition hover:opacity-100"
                    />
                  </div>
                </div>
              ))}
            </div>
          </div>
          {snaps.length > 1 && (
            <div className="mt-6 flex justify-center gap-1">
              {snaps.map((_, index) => (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: positions are only known by index
                  key={index}
                  type="button"
                  aria-label={t('landing.partners.go_to', { number: index + 1, total: snaps.length })}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => api?.scrollTo(index)}
                  className="group flex h-6 min-w-6 items-center justify-center rounded-full"
                >
                  <span
                    className={`block h-2.5 rounded-full transition-all ${index === selected ? 'w-7 bg-brand-600' : 'w-2.5 bg-zinc-500 group-hover:bg-zinc-700'}`}
                  />
                </button>
              ))}
            </div>
          )}
        </section>
      </div>
    </section>
  )
}
