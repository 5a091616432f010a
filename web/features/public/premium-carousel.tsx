import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { altOf } from '../../../contract/alt-text.ts'
import { isSponsored } from '../../../contract/disclosure.ts'
import { Icon } from '../../components/icon.tsx'
import { useLanguage } from '../../i18n/use-language.ts'
import { gridSizes } from '../images/grid-sizes.ts'
import { ResponsivePicture } from '../images/responsive-picture.tsx'
import { DisclosureLabel } from './disclosure-label.tsx'
import { TagPin } from './tag-pin.tsx'
import { useSwipeThreshold } from './use-swipe-threshold.ts'
import type { ImageView } from './view-types.ts'

/** Spec: slides of 2, auto-advance every 4000 ms, swipe threshold 50 px. */
const PER_SLIDE = 2
const AUTOPLAY_MS = 4000
const SWIPE_THRESHOLD_PX = 50
/** Two photos side by side (`grid-cols-2 gap-3`) at every width. */
const SIZES = gridSizes({ base: 2, sm: 2, gapRem: 0.75 })

function useReducedMotion() {
  const [reduced, setReduced] = useState(true)
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    const update = () => setReduced(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  return reduced
}

/**
 * Premium Picks: the creator's premium photos two per slide. Autoplay pauses while the pointer or
 * focus is inside and never runs for visitors who ask for reduced motion; it reads right to left
 * in Arabic. Slides out of view are inert, so keyboard focus stays on what is visible.
 */
export function PremiumCarousel({ images }: { images: ImageView[] }) {
  const { t } = useTranslation()
  const { dir } = useLanguage()
  const reduced = useReducedMotion()
  const plugins = useMemo(
    () => (reduced ? [] : [Autoplay({ delay: AUTOPLAY_MS, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })]),
    [reduced],
  )
  const [viewportRef, api] = useEmblaCarousel({ loop: true, direction: dir, dragThreshold: SWIPE_THRESHOLD_PX }, plugins)
  useSwipeThreshold(api, SWIPE_THRESHOLD_PX, dir)
  const [selected, setSelected] = useState(0)
  const slides = useMemo(() => {
    const groups: ImageView[][] = []
    for (let i = 0; i < images.length; i += PER_SLIDE) groups.push(images.slice(i, i + PER_SLIDE))
    return groups
  }, [images])

  useEffect(() => {
    if (!api) return
    const update = () => setSelected(api.selectedScrollSnap())
    update()
    api.on('select', update).on('reInit', update)
    return () => {
      api.off('select', update).off('reInit', update)
    }
  }, [api])

  if (slides.length === 0) return null
  const button =
    'grid size-11 place-items-center rounded-full bg-white text-zinc-900 shadow ring-1 ring-zinc-200 hover:bg-zinc-50 focus-visible:ring-4 focus-visible:ring-brand-200 focus-visible:outline-none'
  return (
    <section aria-labelledby="premium-title" className="mx-auto mt-10 max-w-6xl px-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id="premium-title" className="text-xl font-bold text-zinc-900">
          {t('public.carousel.title')}
        </h2>
        {slides.length > 1 && (
          <div className="flex gap-2">
            <button type="button" className={button} aria-label={t('public.carousel.previous')} onClick={() => api?.scrollPrev()}>
              <Icon name="chevron-start" className="size-5 rtl:-scale-x-100" />
            </button>
            <button type="button" className={button} aria-label={t('public.carousel.next')} onClick={() => api?.scrollNext()}>
              <Icon name="chevron-end" className="size-5 rtl:-scale-x-100" />
            </button>
          </div>
        )}
      </div>
      <section aria-roledescription="carousel" aria-label={t('public.carousel.title')} className="mt-4">
        <div ref={viewportRef} className="overflow-hidden rounded-3xl" data-premium-viewport>
          <div className="-ms-3 flex touch-pan-y">
            {slides.map((pair, index) => (
              // biome-ignore lint/a11y/useSemanticElements: an APG carousel slide is a labelled group, not a form fieldset
              <div
                key={pair[0].id}
                role="group"
                aria-roledescription="slide"
                aria-label={t('public.carousel.slide', { number: index + 1, total: slides.length })}
                aria-current={index === selected ? 'true' : undefined}
                inert={api ? index !== selected : undefined}
                className="grid min-w-0 shrink-0 grow-0 basis-full grid-cols-2 gap-3 ps-3"
              >
                {pair.map((image, n) => (
                  <div key={image.id} dir="ltr" className="relative overflow-hidden rounded-2xl">
                    <ResponsivePicture
                      image={image}
                      alt={altOf(image) || t(`public.categories.${image.category}`)}
                      sizes={SIZES}
                      priority={index > 0 ? 'lazy' : n === 0 ? 'high' : 'eager'}
                    />
                    {image.tags.map((tag, number) => (
                      <TagPin key={tag.id} tag={tag} number={number + 1} sponsored={isSponsored(image.disclosure)} />
                    ))}
                    <DisclosureLabel image={image} className="absolute start-2 top-2 text-xs font-semibold shadow" />
                  </div>
                ))}
              </div>
            ))}
          </div>
        </div>
      </section>
    </section>
  )
}
