import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useRouteLoaderData } from 'react-router'
import type { CurrentUser } from '../../../contract/auth.ts'
import type { MyBadgeRequest } from '../../../contract/badges.ts'
import type { Growth } from '../../../contract/growth.ts'
import type { NotificationList } from '../../../contract/notifications.ts'
import type { LayoutStyle, SocialLinks } from '../../../contract/social.ts'
import type { Stats } from '../../../contract/stats.ts'
import { Avatar, VerifiedMark } from '../../components/avatar.tsx'
import { ScriptButton, secondaryButtonClass } from '../../components/form/buttons.tsx'
import { Icon } from '../../components/icon.tsx'
import type { RootData } from '../../root.tsx'
import { type SubscriptionAlert, SubscriptionBanner } from '../billing/subscription-banner.tsx'
import type { FollowersData } from '../followers/followers-section.tsx'
import { ImageManager, type ImageManagerData } from '../images/image-manager.tsx'
import { BadgeRequest } from './badge-request.tsx'
import { NotificationsBell } from './notifications-bell.tsx'
import { QuickSetup } from './quick-setup.tsx'
import { DashboardShell } from './sidebar.tsx'
import { StatsCard } from './stats-card.tsx'

import { WelcomeTitle } from './welcome-title.tsx'

/** Loaded only here, in its own chunk: the growth section is the dashboard's heaviest part. */
const GrowthSection = lazy(() => import('../growth/growth-section.tsx'))
const FollowersSection = lazy(() => import('../followers/followers-section.tsx'))

export type DashboardUser = Pick<
  CurrentUser,
  | 'username'
  | 'page_name'
  | 'photo'
  | 'role'
  | 'plan_type'
  | 'badge_verified'
  | 'images'
  | 'introduction'
  | 'specialization'
  | 'country'
  | 'phone'
>

/** Profile parts worth filling in; each one makes the public page more useful. */
const CHECKLIST = [
  ['photo', (u: DashboardUser) => Boolean(u.photo)],
  ['introduction', (u: DashboardUser) => Boolean(u.introduction)],
  ['specialization', (u: DashboardUser) => Boolean(u.specialization)],
  ['country', (u: DashboardUser) => Boolean(u.country)],
] as const

/** The creator's settings the loader reads on the server; `links` is null when they could not be read. */
export interface DashboardSettings {
  links: SocialLinks | null
  layoutStyle: LayoutStyle
}

/** The dashboard cards' first reads, from the loader; each is null when it could not be read (the card says so). */
export interface DashboardCards {
  stats: Stats | null
  notifications: NotificationList | null
  /** Null also for a verified creator (the badge request is not shown). */
  badge: MyBadgeRequest | null
  growth: Growth | null
  followers: FollowersData
}

/**
 * The creator's home: welcome with the notifications bell and the public page link, stats, quick
 * setup (public email, social links, layout), the badge request, images and a profile checklist.
 */
export function DashboardPage({
  user,
  settings,
  images,
  cards,
  subscriptionAlert = null,
}: {
  user: DashboardUser
  settings: DashboardSettings
  images: ImageManagerData
  cards: DashboardCards
  subscriptionAlert?: SubscriptionAlert | null
}) {
  const { t } = useTranslation()
  const publicUrl = (useRouteLoaderData('root') as RootData | undefined)?.publicUrl ?? ''
  const publicPath = `/${user.username}`
  const done = CHECKLIST.filter(([, check]) => check(user)).length

  return (
    <DashboardShell user={user}>
      <div className="space-y-6">
        <SubscriptionBanner alert={subscriptionAlert} />
        <section className="relative rounded-3xl bg-linear-to-br from-brand-700 via-brand-600 to-accent-500 p-6 text-white shadow-lg sm:p-8">
          {/* The circle is clipped on its own so the bell's dropdown can overflow the card. */}
          <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden rounded-3xl">
            <div className="absolute -end-16 -top-16 size-56 rounded-full bg-white/10" />
          </div>
          <div className="absolute end-4 top-4 z-20 sm:end-6 sm:top-6">
            <NotificationsBell initial={cards.notifications} />
          </div>
          <div className="relative flex flex-col gap-5 pe-12 sm:flex-row sm:items-center">
            <Avatar src={user.photo} name={user.username} className="size-20 text-3xl ring-4 ring-white/30" />
            <div className="min-w-0 flex-1">
              <h1 className="flex flex-wrap items-center gap-2 text-2xl font-extrabold tracking-tight sm:text-3xl">
                <span className="min-w-0 max-w-full">
                  <WelcomeTitle username={user.username} />
                </span>
                {user.badge_verified && <VerifiedMark label={t('dashboard.sidebar.verified')} className="size-7 text-white" />}
              </h1>
              <p className="mt-1 text-brand-100">{user.page_name}</p>
              <p className="mt-3 inline-flex rounded-full bg-white/15 px-3 py-1 text-sm font-semibold ring-1 ring-white/30">
                {t('dashboard.plan_label', { plan: t(`dashboard.plan.${user.plan_type}`) })}
              </p>
            </div>
          </div>
          <div className="relative mt-6 flex flex-wrap gap-3">
            <Link
              to={publicPath}
              className="inline-flex items-center justify-center rounded-full bg-white px-6 py-3 font-semibold text-brand-800 shadow-sm hover:bg-brand-50"
            >
              {t('dashboard.view_public')}
            </Link>
            <Link
              to="/profile"
              className="inline-flex items-center justify-center rounded-full px-6 py-3 font-semibold text-white ring-1 ring-white/50 hover:bg-white/10"
            >
              {t('dashboard.edit_profile')}
            </Link>
          </div>
        </section>

        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          <StatsCard initial={cards.stats} />
          <PublicLinkCard url={`${publicUrl}${publicPath}`} />
        </div>

        <Suspense fallback={null}>
          <GrowthSection initial={cards.growth} />
        </Suspense>
        <Suspense fallback={null}>
          <FollowersSection initial={cards.followers} />
        </Suspense>

        <QuickSetup links={settings.links} layoutStyle={settings.layoutStyle} />

        {!user.badge_verified && <BadgeRequest initial={cards.badge} />}

        {/* IMAGE MANAGER — upload form and image list (spec §2), owned by web/features/images/. */}
        <ImageManager initial={images} />

        <section aria-labelledby="dashboard-checklist" className="rounded-3xl bg-white p-6 ring-1 ring-zinc-200">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="dashboard-checklist" className="text-lg font-bold text-zinc-900">
              {t('dashboard.checklist.title')}
            </h2>
            <p className="text-sm font-semibold text-brand-700">{t('dashboard.checklist.progress', { done, total: CHECKLIST.length })}</p>
          </div>
          <div
            role="progressbar"
            aria-label={t('dashboard.checklist.title')}
            aria-valuemin={0}
            aria-valuemax={CHECKLIST.length}
            aria-valuenow={done}
            className="mt-3 h-2 overflow-hidden rounded-full bg-zinc-100"
          >
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${(done / CHECKLIST.length) * 100}%` }} />
          </div>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2">
            {CHECKLIST.map(([key, check]) => {
              const complete = check(user)
              return (
                <li key={key} className="flex items-center gap-3 rounded-2xl bg-zinc-50 p-3">
                  <span
                    aria-hidden="true"
                    className={`grid size-7 shrink-0 place-items-center rounded-full text-sm font-bold ${complete ? 'bg-emerald-600 text-white' : 'bg-white text-zinc-400 ring-1 ring-zinc-300'}`}
                  >
                    {complete && <Icon name="check" className="size-4" />}
                  </span>
                  <span className={`flex-1 text-sm font-medium ${complete ? 'text-zinc-500 line-through' : 'text-zinc-800'}`}>
                    {t(`dashboard.checklist.${key}`)}
                    <span className="sr-only"> ({t(complete ? 'dashboard.checklist.done' : 'dashboard.checklist.todo')})</span>
                  </span>
                </li>
              )
            })}
          </ul>
          {done < CHECKLIST.length && (
            <Link to="/profile" className={`${secondaryButtonClass} mt-5`}>
              {t('dashboard.checklist.complete')}
            </Link>
          )}
        </section>
      </div>
    </DashboardShell>
  )
}

/** The public page address with a copy button (the link creators paste into their bios). */
function PublicLinkCard({ url }: { url: string }) {
  const { t } = useTranslation()
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle')
  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      setCopied('copied')
    } catch {
      setCopied('failed')
    }
  }
  return (
    <section aria-labelledby="dashboard-link" className="rounded-3xl bg-white p-6 ring-1 ring-zinc-200">
      <h2 id="dashboard-link" className="text-lg font-bold text-zinc-900">
        {t('dashboard.link.title')}
      </h2>
      <p className="mt-1 text-sm text-zinc-600">{t('dashboard.link.text')}</p>
      <div className="mt-4 flex items-center gap-2 rounded-2xl bg-zinc-50 p-2 ps-4 ring-1 ring-zinc-200">
        <code dir="ltr" className="min-w-0 flex-1 truncate text-sm text-zinc-800">
          {url}
        </code>
        <ScriptButton onClick={copy} className={`${secondaryButtonClass} shrink-0`}>
          {t('dashboard.link.copy')}
        </ScriptButton>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm font-medium text-emerald-700">
        {copied === 'copied' && t('dashboard.link.copied')}
        {copied === 'failed' && <span className="text-red-700">{t('dashboard.link.copy_failed')}</span>}
      </p>
    </section>
  )
}
