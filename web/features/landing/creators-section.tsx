import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Icon } from '../../components/icon.tsx'
import { useLanguage } from '../../i18n/use-language.ts'
import { isolate } from '../../lib/bidi.ts'
import { CREATORS_SCROLL_MS, CREATORS_SCROLL_PX, SAMPLE_CREATORS } from './landing-content.ts'
import { useInterval, useReducedMotion } from './motion.ts'
import { SectionHeading } from './section-heading.tsx'

const controlClass =
  'flex size-11 items-center justify-center rounded-full border border-zinc-300 bg-white text-zinc-800 transition hover:border-brand-600 hover:text-brand-700'

/**
 * Sample creator cards in a native scroll container that moves by 350 px every 4 s while it is on
 * screen. Hovering or focusing it pauses, a button stops it (WCAG 2.2.2), it is keyboard-scrollable,
 * and it never starts by itself when the visitor prefers reduced motion.
 */
export function CreatorsSection() {
  const { t } = useTranslation()
  const { dir } = useLanguage()
  const reducedMotion = useReducedMotion()
  const scroller = useRef<HTMLElement>(null)
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null)
  const [holding, setHolding] = useState(false)
  const [onScreen, setOnScreen] = useState(false)
  const playing = choice ? choice === 'play' : !reducedMotion

  useEffect(() => {
    const element = scroller.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry.isIntersecting))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  /** Moves one step towards the end (1) or the start (-1); `wrap` returns to the start at the end. */
  const step = (towards: 1 | -1, wrap = false) => {
    const element = scroller.current
    if (!element) return
    const behavior = reducedMotion ? 'auto' : 'smooth'
    const travelled = Math.abs(element.scrollLeft) // negative in right-to-left containers
    if (wrap && travelled >= element.scrollWidth - element.clientWidth - 4) {
      element.scrollTo({ left: 0, behavior })
      return
    }
    element.scrollBy({ left: towards * (dir === 'rtl' ? -1 : 1) * CREATORS_SCROLL_PX, behavior })
  }

  useInterval(() => step(1, true), CREATORS_SCROLL_MS, playing && !holding && onScreen)

  return (
    <section aria-labelledby="creators-title" className="bg-brand-50/60 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading id="creators-title" eyebrow={t('landing.creators.eyebrow')} title={t('landing.creators.title')}>
            {t('landing.creators.text')}
          </SectionHeading>
          <div className="flex shrink-0 items-center gap-2">
            <button type="button" onClick={() => step(-1)} className={controlClass}>
              <Icon name="arrow" className="size-5 rotate-180 rtl:rotate-0" />
              <span className="sr-only">{t('landing.creators.previous')}</span>
            </button>
            <button type="button" onClick={() => setChoice(playing ? 'pause' : 'play')} className={controlClass}>
              {playing ? <Icon name="pause" className="size-4" /> : <Icon name="play" className="size-4 rtl:-scale-x-100" />}
              <span className="sr-only">{playing ? t('landing.creators.pause') : t('landing.creators.play')}</span>
            </button>
            <button type="button" onClick={() => step(1)} className={controlClass}>
              <Icon name="arrow" className="size-5 rtl:rotate-180" />
              <span className="sr-only">{t('landing.creators.next')}</span>
            </button>
          </div>
        </div>
      </div>

      <section
        ref={scroller}
        aria-label={t('landing.creators.region_label')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must be focusable to scroll it with the keyboard
        tabIndex={0}
        onMouseEnter={() => setHolding(true)}
        onMouseLeave={() => setHolding(false)}
        onFocus={() => setHolding(true)}
        onBlur={() => setHolding(false)}
        className="mt-10 flex snap-x snap-mandatory scroll-ps-4 gap-6 overflow-x-auto px-4 pt-2 pb-6 [scrollbar-width:thin] xl:scroll-ps-[calc((100%-80rem)/2+1rem)] xl:px-[calc((100%-80rem)/2+1rem)]"
      >
        {SAMPLE_CREATORS.map((creator) => (
          <article
            key={creator.handle}
            className="relative w-[326px] shrink-0 snap-start overflow-hidden rounded-3xl border border-zinc-200 bg-white shadow-sm"
          >
            <div aria-hidden="true" className={`h-24 bg-linear-to-br ${creator.cover}`} />
            <div className="-mt-10 px-5 pb-6">
              <img
                src={`/images/landing/creator-${creator.avatar}.svg`}
                alt={t('landing.creators.avatar_alt', { name: creator.name })}
                width={160}
                height={160}
                loading="lazy"
                className="size-20 rounded-full bg-white ring-4 ring-white"
              />
              <h3 className="mt-3 flex items-center gap-1.5 text-lg font-bold text-zinc-900">
                <span dir="ltr">{creator.name}</span>
                <span className="flex size-5 items-center justify-center rounded-full bg-brand-600 text-white">
                  <Icon name="check" className="size-3" />
                  <span className="sr-only">{t('landing.creators.verified')}</span>
                </span>
              </h3>
              <p className="text-sm text-zinc-600">
                <span dir="ltr">@{creator.handle}</span>
              </p>
              <div className="mt-4 flex items-center justify-between gap-3">
                <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
                  {t(`landing.creators.niches.${creator.niche}`)}
                </span>
                <span className="text-sm text-zinc-600">
                  <strong className="font-bold text-zinc-900">{isolate(creator.followers, dir)}</strong> {t('landing.creators.followers')}
                </span>
              </div>
            </div>
          </article>
        ))}
      </section>

      <div className="mt-4 text-center">
        <Link to="/allinfluencers" className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline">
          {t('landing.creators.browse')}
          <Icon name="arrow" className="size-4 rtl:rotate-180" />
        </Link>
      </div>
    </section>
  )
}
