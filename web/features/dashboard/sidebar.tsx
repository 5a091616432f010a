import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import type { CurrentUser } from '../../../contract/auth.ts'
import { Avatar, VerifiedMark } from '../../components/avatar.tsx'
import { Icon } from '../../components/icon.tsx'
import { useServiceWorker } from '../install/use-service-worker.ts'

/** What the sidebar needs to know about the signed-in account. */
export type SidebarUser = Pick<CurrentUser, 'username' | 'photo' | 'role' | 'plan_type' | 'badge_verified'>

interface Item {
  to: string
  key: string
  icon: string
}

const ITEMS: Item[] = [
  { to: '/dashboard', key: 'home', icon: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10' },
  {
    to: '/dashboard/links',
    key: 'links',
    icon: 'M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1',
  },
  { to: '/dashboard/import', key: 'import', icon: 'M12 4v11M7.5 10.5L12 15l4.5-4.5M4 17v3h16v-3' },
  // Decisions about the creator's content and their complaints (DSA Art. 17, 20).
  { to: '/dashboard/moderation', key: 'moderation', icon: 'M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zM9 12l2 2 4-4' },
  { to: '/profile', key: 'profile', icon: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 20c1.4-3.6 4.3-5.5 8-5.5s6.6 1.9 8 5.5' },
  { to: '/news', key: 'news', icon: 'M5 5h11v14H7a2 2 0 01-2-2V5zM16 9h3v8a2 2 0 01-2 2M8 9h5M8 13h5' },
  {
    to: '/allinfluencers',
    key: 'users',
    icon: 'M9 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM2.5 20c1-3.2 3.4-5 6.5-5s5.5 1.8 6.5 5M16 4.5a3.5 3.5 0 010 6.5M18 15c2 .6 3.2 2.3 3.5 5',
  },
  { to: '/trends', key: 'trends', icon: 'M3 17l6-6 4 4 8-8M15 7h6v6' },
  { to: '/subscription', key: 'subscriptions', icon: 'M3 7h18v10H3zM3 11h18M7 15h3' },
]

/** Only for plan `ai`. */
const AI_ITEMS: Item[] = [
  {
    to: '/ai-twin',
    key: 'ai_studio',
    icon: 'M10 3l1.8 4.7L16.5 9.5l-4.7 1.8L10 16l-1.8-4.7L3.5 9.5l4.7-1.8L10 3zM18 14l.9 2.1 2.1.9-2.1.9L18 20l-.9-2.1-2.1-.9 2.1-.9L18 14z',
  },
  { to: '/campaign', key: 'campaigns', icon: 'M4 10v4h3l6 4V6L7 10H4zM17 9a4 4 0 010 6M19.5 6.5a7.5 7.5 0 010 11' },
  { to: '/shop', key: 'my_shop', icon: 'M5 8h14l-1 12H6L5 8zM9 8V6a3 3 0 016 0v2' },
]

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `flex shrink-0 items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold whitespace-nowrap transition ${
    isActive ? 'bg-brand-600 text-white shadow-sm' : 'text-zinc-700 hover:bg-brand-50 hover:text-brand-700'
  }`

/**
 * The left sidebar of the creator's pages: who is signed in (with the verified mark), then the
 * spec's links; AI Studio, Campaigns and My Shop only on the AI plan; admins see an Admin label.
 * On small screens it is a horizontal strip above the page.
 */
export function DashboardSidebar({ user }: { user: SidebarUser }) {
  const { t } = useTranslation()
  const ai = user.plan_type === 'ai'
  return (
    <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start">
      <div className="flex items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-zinc-200 lg:p-4">
        <Avatar src={user.photo} name={user.username} className="size-11 text-base" />
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 font-bold text-zinc-900">
            <bdi className="truncate">{user.username}</bdi>
            {user.badge_verified && <VerifiedMark label={t('dashboard.sidebar.verified')} className="size-5" />}
          </p>
          <p className="mt-0.5 flex flex-wrap gap-1.5">
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${ai ? 'bg-accent-500 text-zinc-950' : 'bg-brand-50 text-brand-800'}`}
            >
              {t(`dashboard.plan.${user.plan_type}`)}
            </span>
            {user.role === 'admin' && (
              <span className="rounded-full bg-zinc-900 px-2 py-0.5 text-xs font-semibold text-white">{t('dashboard.sidebar.admin')}</span>
            )}
          </p>
        </div>
      </div>

      <nav aria-label={t('dashboard.sidebar.label')} className="-mx-4 mt-3 lg:mx-0 lg:mt-4">
        <ul className="flex gap-1.5 overflow-x-auto px-4 pb-2 lg:flex-col lg:overflow-visible lg:px-0 lg:pb-0">
          {ITEMS.map((item) => (
            <SidebarLink key={item.key} item={item} label={t(`dashboard.sidebar.${item.key}`)} />
          ))}
          {user.role === 'admin' && (
            <SidebarLink
              item={{ to: '/admin', key: 'admin', icon: 'M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6l8-3z' }}
              label={t('dashboard.sidebar.admin')}
            />
          )}
          {ai && (
            <>
              <li
                aria-hidden="true"
                className="hidden px-3 pt-4 pb-1 text-xs font-bold tracking-wider text-zinc-500 uppercase lg:block rtl:tracking-normal"
              >
                {t('dashboard.sidebar.ai_tools')}
              </li>
              {AI_ITEMS.map((item) => (
                <SidebarLink key={item.key} item={item} label={t(`dashboard.sidebar.${item.key}`)} />
              ))}
            </>
          )}
        </ul>
      </nav>
    </aside>
  )
}

function SidebarLink({ item, label }: { item: Item; label: string }) {
  return (
    <li className="shrink-0">
      <NavLink to={item.to} end className={itemClass}>
        <Icon path={item.icon} className="size-5 shrink-0" />
        {label}
      </NavLink>
    </li>
  )
}

/** The creator's pages: sidebar at the start, the page beside it (stacked on small screens). */
export function DashboardShell({ user, children }: { user: SidebarUser; children: React.ReactNode }) {
  useServiceWorker()
  return (
    <div className="bg-zinc-50">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-6 sm:py-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
        <DashboardSidebar user={user} />
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  )
}
