import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, NavLink, useLocation } from 'react-router'
import { syncAccountHint } from '../lib/account-hint.ts'
import { Icon } from './icon.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'
import { Logo } from './logo.tsx'
import { SignOutButton } from './sign-out-button.tsx'

export const NAV_LINKS = [
  { to: '/', key: 'nav.home' },
  { to: '/trends', key: 'nav.trends' },
  { to: '/allinfluencers', key: 'nav.influencers' },
  { to: '/about', key: 'nav.about' },
  { to: '/contact', key: 'nav.contact' },
  { to: '/pricing', key: 'nav.pricing' },
] as const

// The page is the same for every visitor (docs/decisions/0031): both account parts are rendered and
// `<html data-account>` (web/lib/account-hint.ts) picks one through CSS, before the first paint.
const signedIn = 'hidden in-data-account:block'
const signedOut = 'in-data-account:hidden'

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'text-brand-700' : 'text-zinc-700 hover:text-brand-700'}`

/**
 * Public header. Desktop: links, My Profile (→ /dashboard, an admin's → /admin), Sign Up (→ /pricing) and Login.
 * Mobile: a disclosure menu (works without JavaScript) where My Profile goes to /profile and
 * Sign Up to /register, as the spec gives them.
 */
export function SiteHeader({ showLanguages }: { showLanguages: boolean }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read after each navigation (a sign-in or sign-out may have changed it).
  useEffect(() => syncAccountHint(), [pathname])
  const profileLink = 'rounded-md px-3 py-2 text-sm font-medium text-zinc-700 hover:text-brand-700'
  return (
    <header className="sticky top-0 z-30 border-b border-zinc-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" aria-label={t('nav.home_aria')} className="text-zinc-900">
          <Logo className="text-xl" />
        </Link>

        <nav aria-label={t('nav.main')} className="hidden items-center gap-1 lg:flex">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end className={navClass}>
              {t(link.key)}
            </NavLink>
          ))}
        </nav>

        <div className="hidden items-center gap-2 lg:flex">
          {showLanguages && <LanguageSwitcher className="text-zinc-700" />}
          <Link to="/dashboard" className={`${profileLink} in-data-[account=admin]:hidden`}>
            {t('nav.my_profile')}
          </Link>
          <Link to="/admin" className={`${profileLink} hidden in-data-[account=admin]:block`}>
            {t('nav.my_profile')}
          </Link>
          <AccountActions signUpTo="/pricing" />
        </div>

        {/* Keyed by path so the menu closes after a navigation. */}
        <details key={pathname} className="group lg:hidden">
          <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md p-2 text-zinc-800 hover:bg-zinc-100 [&::-webkit-details-marker]:hidden">
            <span className="sr-only">{t('nav.menu')}</span>
            <Icon name="menu" className="size-6" />
          </summary>
          <div className="absolute inset-x-0 top-full border-b border-zinc-200 bg-white px-4 pb-4 shadow-lg">
            <nav aria-label={t('nav.mobile')} className="flex flex-col py-2">
              {NAV_LINKS.map((link) => (
                <NavLink key={link.to} to={link.to} end className={navClass}>
                  {t(link.key)}
                </NavLink>
              ))}
              <NavLink to="/profile" className={navClass}>
                {t('nav.my_profile')}
              </NavLink>
            </nav>
            <div className="flex flex-wrap items-center gap-2 border-t border-zinc-100 pt-3">
              <AccountActions signUpTo="/register" />
              <LanguageSwitcher className="ms-auto text-zinc-700" />
            </div>
          </div>
        </details>
      </div>
    </header>
  )
}

/**
 * Sign Out for a signed-in visitor, Login and Sign Up for a guest: both are rendered and CSS on
 * `<html data-account>` shows one (the page is shared by every visitor, docs/decisions/0031).
 */
function AccountActions({ signUpTo }: { signUpTo: '/pricing' | '/register' }) {
  const { t } = useTranslation()
  return (
    <>
      <div className={signedIn}>
        <SignOutButton className="rounded-full border border-zinc-300 px-4 py-2 text-sm font-semibold text-zinc-800 hover:bg-zinc-100" />
      </div>
      <div className={`${signedOut} flex flex-wrap items-center gap-2`}>
        <Link to="/login" className="rounded-md px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">
          {t('nav.login')}
        </Link>
        <Link to={signUpTo} className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          {t('nav.sign_up')}
        </Link>
      </div>
    </>
  )
}
