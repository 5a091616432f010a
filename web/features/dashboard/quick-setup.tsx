import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { LayoutStyle, SocialLinks } from '../../../contract/social.ts'
import { Icon } from '../../components/icon.tsx'
import { LayoutStyleForm } from './layout-style-form.tsx'
import { PublicEmailForm, SocialLinksForm } from './social-links-form.tsx'

/**
 * Public email, social links and layout. On small screens a disclosure ("quick setup", closed at
 * first so the stats and images stay near the top); from `lg` on it is always open.
 */
export function QuickSetup({ links, layoutStyle }: { links: SocialLinks | null; layoutStyle: LayoutStyle }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const regionId = useId()
  return (
    <section
      aria-labelledby="quick-setup-title"
      className="rounded-3xl bg-zinc-100/70 p-2 ring-1 ring-zinc-200 lg:bg-transparent lg:p-0 lg:ring-0"
    >
      <h2 id="quick-setup-title" className="text-lg font-bold text-zinc-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center justify-between gap-3 rounded-2xl bg-white px-4 py-3 text-start ring-1 ring-zinc-200 focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden"
        >
          <span>
            <span className="block">{t('dashboard.quick_setup.title')}</span>
            <span className="block text-sm font-normal text-zinc-600">{t('dashboard.quick_setup.text')}</span>
          </span>
          <Icon name="chevron-down" className={`size-5 shrink-0 transition ${open ? 'rotate-180' : ''}`} />
        </button>
        <span className="hidden lg:block">{t('dashboard.quick_setup.title')}</span>
      </h2>
      <div id={regionId} className={`${open ? 'grid' : 'hidden'} mt-2 gap-4 lg:mt-3 lg:grid lg:grid-cols-2 lg:gap-6`}>
        <div className="grid content-start gap-4 lg:gap-6">
          <PublicEmailForm initial={links} />
          <LayoutStyleForm initial={layoutStyle} />
        </div>
        <SocialLinksForm initial={links} />
      </div>
    </section>
  )
}
