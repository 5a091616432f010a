import { type KeyboardEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Icon } from '../../components/icon.tsx'
import { useLanguage } from '../../i18n/use-language.ts'
import { ServiceIcon } from './icons.tsx'
import { SERVICES } from './landing-content.ts'
import { SectionHeading } from './section-heading.tsx'

const NEXT_KEYS: Record<string, 1 | -1> = { ArrowDown: 1, ArrowUp: -1, ArrowRight: 1, ArrowLeft: -1 }

/**
 * The five services as an ARIA tabs widget (automatic activation): tab 1 is selected first, arrow
 * keys move and select (left/right follow the reading direction), Home/End jump to the ends.
 * All panels are server-rendered; only the selected one is shown.
 */
export function ServicesTabs() {
  const { t } = useTranslation()
  const { dir } = useLanguage()
  const [active, setActive] = useState<number>(SERVICES[0].id)
  const tabs = useRef<Array<HTMLButtonElement | null>>([])

  const focusTab = (index: number) => {
    const wrapped = (index + SERVICES.length) % SERVICES.length
    setActive(SERVICES[wrapped].id)
    tabs.current[wrapped]?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key === 'Home') focusTab(0)
    else if (event.key === 'End') focusTab(SERVICES.length - 1)
    else if (event.key in NEXT_KEYS) {
      const mirrored = dir === 'rtl' && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')
      focusTab(index + NEXT_KEYS[event.key] * (mirrored ? -1 : 1))
    } else return
    event.preventDefault()
  }

  return (
    <section id="services" aria-labelledby="services-title" className="scroll-mt-20 bg-zinc-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id="services-title" eyebrow={t('landing.services.eyebrow')} title={t('landing.services.title')} center>
          {t('landing.services.intro')}
        </SectionHeading>

        <div className="mt-10 grid gap-6 lg:mt-14 lg:grid-cols-[22rem_1fr] lg:gap-10">
          <div
            role="tablist"
            aria-label={t('landing.services.tablist_label')}
            className="-mx-4 flex snap-x gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:none] lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0 lg:pb-0"
          >
            {SERVICES.map((service, index) => {
              const selected = service.id === active
              return (
                <button
                  key={service.id}
                  ref={(node) => {
                    tabs.current[index] = node
                  }}
                  type="button"
                  role="tab"
                  id={`service-tab-${service.id}`}
                  aria-selected={selected}
                  aria-controls={`service-panel-${service.id}`}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => setActive(service.id)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                  className={`flex shrink-0 snap-start items-center gap-3 rounded-2xl border px-4 py-3 text-start text-sm font-semibold transition lg:px-5 lg:py-4 lg:text-base ${
                    selected
                      ? 'border-brand-600 bg-brand-600 text-white shadow-lg shadow-brand-600/25'
                      : 'border-zinc-200 bg-white text-zinc-800 hover:border-brand-200 hover:bg-brand-50'
                  }`}
                >
                  <span
                    aria-hidden="true"
                    className={`flex size-9 shrink-0 items-center justify-center rounded-xl ${selected ? 'bg-white/20' : 'bg-brand-50 text-brand-700'}`}
                  >
                    <ServiceIcon name={service.key} />
                  </span>
                  {t(`landing.services.items.${service.key}.tab`)}
                </button>
              )
            })}
          </div>

          {SERVICES.map((service, index) => (
            <div
              key={service.id}
              role="tabpanel"
              id={`service-panel-${service.id}`}
              aria-labelledby={`service-tab-${service.id}`}
              hidden={service.id !== active}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: APG tabs: the panel is focusable so its text is reachable right after the tab list
              tabIndex={0}
              className="rounded-3xl bg-white p-6 shadow-xl ring-1 shadow-zinc-900/5 ring-zinc-200/60 sm:p-10"
            >
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-12 items-center justify-center rounded-2xl bg-linear-to-br from-brand-600 to-accent-500 text-white"
                >
                  <ServiceIcon name={service.key} className="size-6" />
                </span>
                <span aria-hidden="true" dir="ltr" className="text-sm font-bold text-zinc-500">
                  {String(index + 1).padStart(2, '0')} / {String(SERVICES.length).padStart(2, '0')}
                </span>
              </div>
              <h3 className="mt-6 text-2xl font-extrabold tracking-tight text-balance text-zinc-900 sm:text-3xl rtl:tracking-normal">
                {t(`landing.services.items.${service.key}.title`)}
              </h3>
              <p className="mt-4 max-w-2xl text-lg text-pretty text-zinc-600">{t(`landing.services.items.${service.key}.content`)}</p>
              <p className="sr-only">{t('landing.services.points_label')}</p>
              <ul className="mt-8 grid gap-3 sm:grid-cols-2">
                {service.points.map((point) => (
                  <li key={point} className="flex items-start gap-3 rounded-xl bg-zinc-50 px-4 py-3 font-medium text-zinc-800">
                    <span
                      aria-hidden="true"
                      className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white"
                    >
                      <Icon name="check" className="size-3.5" />
                    </span>
                    {t(`landing.services.items.${service.key}.points.${point}`)}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>

        <div className="mt-10 flex justify-center">
          <Link
            to="/pricing"
            className="inline-flex items-center gap-2 rounded-full bg-linear-to-r from-brand-700 to-brand-600 px-7 py-3.5 font-semibold text-white shadow-lg shadow-brand-600/30 transition hover:from-brand-800 hover:to-brand-700 rtl:bg-linear-to-l"
          >
            <Icon name="sparkle" className="size-5" />
            {t('landing.services.activate')}
            <Icon name="arrow" className="size-4 rtl:rotate-180" />
          </Link>
        </div>
      </div>
    </section>
  )
}
