import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useNavigation } from 'react-router'
import { useLanguage } from '../../i18n/use-language.ts'
import { ADMIN_TABS, type AdminTab, adminHref } from './admin-data.ts'

const NEXT_KEYS: Record<string, 1 | -1> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 1, ArrowUp: -1 }

/**
 * The admin sections as an ARIA tabs widget whose tabs are links (`?tab=`), so the selected tab is
 * in the URL, survives a reload and works before JavaScript. Arrow keys (mirrored right to left),
 * Home and End move between tabs and open them (automatic activation).
 */
export function AdminTabs({ current, badgeCount, children }: { current: AdminTab; badgeCount: number; children: ReactNode }) {
  const { t } = useTranslation()
  const { dir } = useLanguage()
  const navigate = useNavigate()
  const navigation = useNavigation()
  const tabs = useRef<Array<HTMLAnchorElement | null>>([])

  // On a phone the tab strip scrolls sideways: keep the selected tab in sight (the list scrolls,
  // never the page, so a tab strip below the fold stays where it is).
  useEffect(() => {
    const tab = tabs.current[ADMIN_TABS.indexOf(current)]
    const list = tab?.parentElement
    if (!tab || !list) return
    const box = list.getBoundingClientRect()
    const rect = tab.getBoundingClientRect()
    // Whole pixels, rounded outwards: scrollLeft is an integer and tab widths are not.
    if (rect.left < box.left) list.scrollLeft -= Math.ceil(box.left - rect.left)
    else if (rect.right > box.right) list.scrollLeft += Math.ceil(rect.right - box.right)
  }, [current])

  function open(index: number) {
    const wrapped = (index + ADMIN_TABS.length) % ADMIN_TABS.length
    tabs.current[wrapped]?.focus()
    void navigate(adminHref({ tab: ADMIN_TABS[wrapped] }), { preventScrollReset: true })
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    if (event.key === 'Home') open(0)
    else if (event.key === 'End') open(ADMIN_TABS.length - 1)
    else if (event.key in NEXT_KEYS) {
      const mirrored = dir === 'rtl' && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')
      open(index + NEXT_KEYS[event.key] * (mirrored ? -1 : 1))
    } else return
    event.preventDefault()
  }

  return (
    <div className="mt-8">
      <div
        role="tablist"
        aria-label={t('admin.tabs.label')}
        className="relative -mx-4 flex gap-1 overflow-x-auto border-b border-zinc-200 px-4 [scrollbar-width:thin] sm:mx-0 sm:px-0"
      >
        {ADMIN_TABS.map((tab, index) => {
          const selected = tab === current
          return (
            <Link
              key={tab}
              ref={(node) => {
                tabs.current[index] = node
              }}
              to={adminHref({ tab })}
              preventScrollReset
              role="tab"
              id={`admin-tab-${tab}`}
              aria-selected={selected}
              aria-controls="admin-panel"
              tabIndex={selected ? 0 : -1}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-4 py-3 text-sm font-semibold whitespace-nowrap transition focus-visible:rounded-t-lg focus-visible:ring-4 focus-visible:ring-brand-200 focus-visible:outline-none ${
                selected ? 'border-brand-600 text-brand-800' : 'border-transparent text-zinc-600 hover:border-zinc-300 hover:text-zinc-900'
              }`}
            >
              {t(`admin.tabs.${tab}`)}
              {tab === 'badges' && badgeCount > 0 && (
                <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">
                  <span aria-hidden="true">{badgeCount}</span>
                  <span className="sr-only">{t('admin.tabs.pending_count', { count: badgeCount })}</span>
                </span>
              )}
            </Link>
          )
        })}
      </div>
      <div
        role="tabpanel"
        id="admin-panel"
        aria-labelledby={`admin-tab-${current}`}
        aria-busy={navigation.state === 'loading'}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: APG tabs: the panel is focusable so it is reachable right after the tab list
        tabIndex={0}
        className="mt-6 rounded-3xl focus-visible:ring-4 focus-visible:ring-brand-200 focus-visible:outline-none"
      >
        {children}
      </div>
    </div>
  )
}
