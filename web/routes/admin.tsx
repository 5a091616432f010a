import { ADMIN_PAGE_SIZE } from '../../contract/admin.ts'
import { getRequestContext, type SessionUser, type WebServices } from '../context.ts'
import {
  type AdminPanelData,
  failedPanel,
  parsePage,
  parseTab,
  parseTraderStatus,
  transparencyPeriod,
} from '../features/admin/admin-data.ts'
import { AdminPage } from '../features/admin/admin-page.tsx'
import { accountMeta } from '../features/auth/page-meta.ts'
import { routeTranslations } from '../i18n/route-translations.ts'
import { requireUser } from '../lib/guards.ts'
import { keptRouteData } from '../lib/kept-route-data.ts'
import type { Route } from './+types/admin'

export const meta: Route.MetaFunction = (args) => accountMeta(args, 'admin', { noindex: true })

/** A read that failed leaves its panel with an error message instead of failing the whole page. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read
  } catch {
    return null
  }
}

/** Only the selected tab's data is read (`?tab=`, `?search=`, `?page=`). */
async function readPanel(services: WebServices, actor: SessionUser, url: URL): Promise<AdminPanelData> {
  const { admin } = services
  const tab = parseTab(url.searchParams.get('tab'))
  const page = parsePage(url.searchParams.get('page'))
  switch (tab) {
    case 'influencers': {
      const search = url.searchParams.get('search')?.trim().slice(0, 100) ?? ''
      const list = await orNull(admin.creators(actor, { search: search || undefined, page, limit: ADMIN_PAGE_SIZE }))
      return { tab, search, page, list }
    }
    case 'badges':
      return { tab, stories: await orNull(admin.pendingStories(actor)) }
    case 'subscriptions':
      return { tab, subscriptions: await orNull(admin.subscriptions(actor)) }
    case 'failures':
      return { tab, failures: await orNull(admin.failedRenewals(actor)) }
    case 'mail':
      return { tab, mail: await orNull(admin.mailFailures(actor)) }
    case 'audit':
      return { tab, page, log: await orNull(admin.auditLog(actor, page)) }
    case 'platform':
      return { tab, settings: await orNull(services.site.get(actor)) }
    case 'prices':
      return { tab, prices: await orNull(services.planPrices.view(actor)) }
    case 'legal':
      return { tab, texts: await orNull(services.legalTexts.view(actor)) }
    case 'transparency': {
      const period = transparencyPeriod(url)
      return { tab, ...period, report: await orNull(services.transparency.report(actor, period)) }
    }
    case 'traders': {
      const status = parseTraderStatus(url.searchParams.get('status'))
      return { tab, status, traders: await orNull(services.traders.adminList(actor, { status, page })) }
    }
    case 'reports':
      return { tab, queue: await orNull(services.moderation.queue(actor, { limit: 30 })) }
  }
}

/** Admins only: a visitor goes to /login, a creator to their dashboard. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = requireUser(context, { role: 'admin', redirectTo: '/login', otherwise: '/dashboard' })
  const { services } = getRequestContext(context)
  const { admin } = services
  const url = new URL(request.url)
  const [overview, linkHealth, followers, panel, setup] = await Promise.all([
    orNull(admin.overview(actor)),
    orNull(services.linkHealthAdmin.summary(actor)),
    orNull(services.followers.totals(actor)),
    readPanel(services, actor, url),
    orNull(services.setup.checklist.forAdmin(actor)),
  ])
  return {
    adminId: actor.id,
    setup,
    overview,
    linkHealth,
    followers,
    panel,
    i18n: routeTranslations(context, [
      'admin',
      'images',
      'account',
      'links.admin',
      'links.verdict',
      'followers.admin',
      'setup.checklist',
      'operator',
      'traders.admin',
      'transparency',
      'moderation.admin',
      'moderation.kinds',
      'moderation.categories',
      'appeals.admin.queue_link',
      'appeals.admin.upheld_count',
      'appeals.admin.unfounded_count',
      'appeals.admin.warned',
      'appeals.admin.suspension_suggested',
      'appeals.admin.deprioritised',
      'appeals.admin.refused_until',
    ]),
  }
}

const kept = keptRouteData<Awaited<ReturnType<typeof loader>>>()

/**
 * When the page's data cannot be fetched again (a tab, Retry), the page stays and the selected tab's
 * panel says it failed to load, with Retry, as when the server could not read it.
 */
export function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  return kept.read(serverLoader, (shown) => ({ ...shown, panel: failedPanel(new URL(request.url)) }))
}

export default function Admin({ loaderData }: Route.ComponentProps) {
  kept.useShown(loaderData)
  const { adminId, overview, linkHealth, followers, panel, setup } = loaderData
  return <AdminPage adminId={adminId} overview={overview} linkHealth={linkHealth} followers={followers} panel={panel} setup={setup} />
}
