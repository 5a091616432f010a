import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../../components/icon.tsx'
import { STYLE_PAIRS, STYLES_INTERVAL_MS } from './landing-content.ts'
import { useInterval, useReducedMotion } from './motion.ts'
import { Reveal } from './reveal.tsx'
import { SectionHeading } from './section-heading.tsx'

const POINTS = ['scenes', 'outfits', 'ready'] as const

/**
 * AI styles: text, three points and a slideshow of two image pairs that cross-fade (0.8 s) every
 * 3 s. It pauses while the pictures are hovered, has a pause button (WCAG 2.2.2) and does not start by
 * itself when the visitor prefers reduced motion.
 */
export function AiStylesSection() {
  const { t } = useTranslation()
  const reducedMotion = useReducedMotion()
  const [current, setCurrent] = useState(0)
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null)
  const [holding, setHolding] = useState(false)
  const playing = choice ? choice === 'play' : !reducedMotion
  const total = STYLE_PAIRS.length

  useInterval(() => setCurrent((index) => (index + 1) % total), STYLES_INTERVAL_MS, playing && !holding)

  return (
    <section aria-labelledby="ai-styles-title" className="overflow-x-clip bg-zinc-950 py-16 text-white sm:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 lg:grid-cols-2 lg:gap-16">
        <Reveal from="start">
          <SectionHeading id="ai-styles-title" eyebrow={t('landing.ai_styles.eyebrow')} title={t('landing.ai_styles.title')} tone="dark">
            {t('landing.ai_styles.description')}
          </SectionHeading>
          <ul className="mt-8 space-y-4">
            {POINTS.map((point) => (
              <li key={point} className="flex items-start gap-3 text-lg text-zinc-100">
                <span
                  aria-hidden="true"
                  className="mt-1 flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-500/20 text-pink-300"
                >
                  <Icon name="check" className="size-4" />
                </span>
                {t(`landing.ai_styles.points.${point}`)}
              </li>
            ))}
          </ul>
        </Reveal>

        <Reveal from="end">
          <section aria-roledescription="carousel" aria-label={t('landing.ai_styles.carousel_label')}>
            {/* biome-ignore lint/a11y/noStaticElementInteractions: pausing on hover is a convenience; the pause button is the accessible control */}
            <div
              className="grid"
              aria-live={playing ? 'off' : 'polite'}
              onMouseEnter={() => setHolding(true)}
              onMouseLeave={() => setHolding(false)}
            >
              {STYLE_PAIRS.map((pair, index) => {
                const shown = index === current
                return (
                  // biome-ignore lint/a11y/useSemanticElements: an APG carousel slide is a labelled group, not a form fieldset
                  <div
                    key={pair[0].style}
                    role="group"
                    aria-roledescription="slide"
                    aria-label={t('landing.ai_styles.slide_label', { number: index + 1, total })}
                    aria-hidden={!shown}
                    inert={!shown}
                    className={`grid grid-cols-2 gap-4 transition-opacity duration-[800ms] ease-in-out [grid-area:1/1] motion-reduce:transition-none sm:gap-6 ${shown ? 'opacity-100' : 'opacity-0'}`}
                  >
                    {pair.map((look, position) => (
                      <figure key={look.style} className={position === 1 ? 'mt-10 sm:mt-16' : 'mb-10 sm:mb-16'}>
                        <div className="relative">
                          <img
                            src={look.src}
                            alt={t('landing.ai_styles.image_alt', { style: t(`landing.ai_styles.styles.${look.style}`) })}
                            width={480}
                            height={600}
                            loading="lazy"
                            className="h-auto w-full rounded-3xl shadow-2xl shadow-black/40"
                          />
                          <span className="absolute start-3 top-3 inline-flex items-center gap-1 rounded-full bg-white px-2.5 py-1 text-xs font-bold text-brand-700 shadow">
                            <Icon name="sparkle" className="size-3.5" />
                            {t('landing.ai_styles.badge')}
                          </span>
                        </div>
                        <figcaption className="mt-3 text-center text-sm font-semibold text-zinc-200">
                          {t(`landing.ai_styles.styles.${look.style}`)}
                        </figcaption>
                      </figure>
                    ))}
                  </div>
                )
              })}
            </div>

            <div className="mt-6 flex items-center justify-center gap-3">
              <button
                type="button"
                onClick={() => setChoice(playing ? 'pause' : 'play')}
                className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/20 transition hover:bg-white/20"
              >
                {playing ? <Icon name="pause" className="size-4" /> : <Icon name="play" className="size-4 rtl:-scale-x-100" />}
                <span className="sr-only">{playing ? t('landing.ai_styles.pause') : t('landing.ai_styles.play')}</span>
              </button>
              {STYLE_PAIRS.map((pair, index) => (
                <button
                  key={pair[0].style}
                  type="button"
                  aria-label={t('landing.ai_styles.go_to', { number: index + 1 })}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => setCurrent(index)}
                  className="group flex h-6 min-w-6 items-center justify-center rounded-full"
                >
                  <span
                    className={`block h-2.5 rounded-full transition-all ${index === current ? 'w-8 bg-white' : 'w-2.5 bg-zinc-400 group-hover:bg-zinc-200'}`}
                  />
                </button>
              ))}
            </div>
          </section>
        </Reveal>
      </div>
    </section>
  )
}
