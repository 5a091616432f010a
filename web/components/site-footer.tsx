import { useTranslation } from 'react-i18next'
import { Link, useRouteLoaderData } from 'react-router'
import { useSite } from '../lib/use-site.ts'
import type { RootData } from '../root.tsx'
import { Logo } from './logo.tsx'
import { SocialIcon } from './social-icon.tsx'

const FOOTER_LINKS = [
  { to: '/', key: 'nav.home' },
  { to: '/trends', key: 'nav.trends' },
  { to: '/allinfluencers', key: 'nav.influencers' },
  { to: '/contact', key: 'nav.contact' },
  { to: '/pricing', key: 'nav.pricing' },
  { to: '/terms-of-use', key: 'footer.terms' },
  { to: '/privacy-policy', key: 'footer.privacy' },
  { to: '/imprint', key: 'footer.imprint' },
] as const

export function SiteFooter() {
  const { t } = useTranslation()
  const root = useRouteLoaderData('root') as RootData | undefined
  const { identity, imprint } = useSite()
  return (
    <footer className="border-t border-zinc-200 bg-zinc-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-[1fr_2fr]">
        <div className="space-y-3">
          <Logo className="text-lg text-zinc-900" />
          <p className="max-w-xs text-sm text-zinc-600">{t('footer.tagline')}</p>
          {/* The platform's own accounts, only those the operator set (admin area, Platform tab). */}
          {identity.social.length > 0 && (
            <nav aria-label={t('footer.social')}>
              <ul className="flex flex-wrap gap-2">
                {identity.social.map((account) => (
                  <li key={account.network}>
                    <a
                      href={account.url}
                      rel="noopener noreferrer me"
                      aria-label={t('footer.social_link', { network: t(`footer.networks.${account.network}`) })}
                      className="grid size-10 place-items-center rounded-full bg-white text-zinc-700 ring-1 ring-zinc-200 hover:text-brand-700 focus-visible:ring-4 focus-visible:ring-brand-200 focus-visible:outline-none"
                    >
                      <SocialIcon network={account.network} className="size-5" />
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
        <nav aria-label={t('footer.nav')}>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-zinc-700 hover:text-brand-700 hover:underline">
                  {t(link.key)}
                </Link>
              </li>
            ))}
            {/* The source offer of the version running here (AGPL-3.0 §13). */}
            {root?.sourceUrl && (
              <li>
                <a href={root.sourceUrl} rel="noopener" className="text-zinc-700 hover:text-brand-700 hover:underline">
                  {t('footer.source')}
                </a>
              </li>
            )}
          </ul>
        </nav>
      </div>
      <p className="border-t border-zinc-200 py-4 text-center text-xs text-zinc-600">
        {t('footer.copyright', { year: new Date().getFullYear(), company: imprint.company || identity.name })}
      </p>
    </footer>
  )
}
