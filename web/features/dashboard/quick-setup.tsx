import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { LayoutStyle, SocialLinks } from '../../../contract/social.ts'
import { Icon } from '../../components/icon.tsx'
import { LayoutStyleForm } from './layout-style-form.tsx'
import { PublicEmailForm, SocialLinksForm } from './social-links-form.tsx'

/**
 * Public email, social links and layout. On small screens a disclosure ("quick setup", closed at
 * first so the stats and images stay near the top); from `lg` on it is always open. The disclosure
 * is a checkbox and CSS, so it opens before and without the page's script.
 */
export function QuickSetup({ links, layoutStyle }: { links: SocialLinks | null; layoutStyle: LayoutStyle }) {
  const { t } = useTranslation()
  const regionId = useId()
  const toggleId = useId()
  return (
    <section
      aria-labelledby="quick-setup-title"
      className="rounded-3xl bg-zinc-100/70 p-2 ring-1 ring-zinc-200 lg:bg-transparent lg:p-0 lg:ring-0"
    >
      <h2 id="quick-setup-title" className="text-lg font-bold text-zinc-900">
        <input id={toggleId} type="checkbox" aria-controls={regionId} className="peer sr-only lg:hidden" />
        <label
          htmlFor={toggleId}
          className="group flex w-full cursor-pointer items-center justify-between gap-3 rounded-2xl bg-white px-4 py-3 text-start ring-1 ring-zinc-200 peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 lg:hidden"
        >
          <span>
            <span className="block">{t('dashboard.quick_setup.title')}</span>
            <span className="block text-sm font-normal text-zinc-600">{t('dashboard.quick_setup.text')}</span>
          </span>
          <Icon name="chevron-down" className="size-5 shrink-0 transition in-[h2:has(:checked)]:rotate-180" />
        </label>
        <span className="hidden lg:block">{t('dashboard.quick_setup.title')}</span>
      </h2>
      <div id={regionId} className="mt-2 hidden gap-4 lg:mt-3 lg:grid lg:grid-cols-2 lg:gap-6 [section:has(h2_:checked)_&]:grid">
        <div className="grid content-start gap-4 lg:gap-6">
          <PublicEmailForm initial={links} />
          <LayoutStyleForm initial={layoutStyle} />
        </div>
        <SocialLinksForm initial={links} />
      </div>
    </section>
  )
}
