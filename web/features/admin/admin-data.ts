import type {
  AdminCreatorList,
  AdminFailedRenewal,
  AdminMailFailure,
  AdminOverview,
  AdminSubscription,
  AuditLogPage,
  PendingStory,
} from '../../../contract/admin.ts'
import type { AdminFollowerTotals } from '../../../contract/followers.ts'
import type { LegalTextsView } from '../../../contract/legal-texts.ts'
import type { AdminLinkHealth } from '../../../contract/link-health.ts'
import type { ReportQueue } from '../../../contract/moderation-api.ts'
import type { PlanPricesView } from '../../../contract/plan-prices.ts'
import type { SetupChecklist } from '../../../contract/setup.ts'
import type { SiteSettings } from '../../../contract/site-settings.ts'
import { type AdminTraderList, TRADER_STATUSES, type TraderStatus } from '../../../contract/traders.ts'
import type { TransparencyReport } from '../../../contract/transparency.ts'

/** The tabs of /admin, in order; the selected one is `?tab=` (influencers when absent). */
export const ADMIN_TABS = [
  'influencers',
  'badges',
  'subscriptions',
  'failures',
  'mail',
  'audit',
  'reports',
  'traders',
  'transparency',
  'prices',
  'legal',
  'platform',
] as const
export type AdminTab = (typeof ADMIN_TABS)[number]

export function parseTab(value: string | null): AdminTab {
  return (ADMIN_TABS as readonly string[]).includes(value ?? '') ? (value as AdminTab) : 'influencers'
}

/** A list the loader read, or `null` when reading it failed (the panel then says so). */
export type Loaded<T> = T | null

/** Only the selected tab's data is read; the other tabs load when they are opened. */
export type AdminPanelData =
  | { tab: 'influencers'; search: string; page: number; list: Loaded<AdminCreatorList> }
  | { tab: 'badges'; stories: Loaded<PendingStory[]> }
  | { tab: 'subscriptions'; subscriptions: Loaded<AdminSubscription[]> }
  | { tab: 'failures'; failures: Loaded<AdminFailedRenewal[]> }
  | { tab: 'mail'; mail: Loaded<AdminMailFailure[]> }
  | { tab: 'platform'; settings: Loaded<SiteSettings> }
  | { tab: 'prices'; prices: Loaded<PlanPricesView> }
  | { tab: 'legal'; texts: Loaded<LegalTextsView> }
  | { tab: 'audit'; page: number; log: Loaded<AuditLogPage> }
  | { tab: 'traders'; status: TraderStatus | undefined; traders: Loaded<AdminTraderList> }
  | { tab: 'transparency'; from: string; to: string; report: Loaded<TransparencyReport> }
  | { tab: 'reports'; queue: Loaded<ReportQueue> }

/** The panel of the tab in `url` when its data could not be read at all (the panel says so). */
export function failedPanel(url: URL): AdminPanelData {
  const tab = parseTab(url.searchParams.get('tab'))
  const page = parsePage(url.searchParams.get('page'))
  switch (tab) {
    case 'influencers':
      return { tab, search: url.searchParams.get('search')?.trim().slice(0, 100) ?? '', page, list: null }
    case 'badges':
      return { tab, stories: null }
    case 'subscriptions':
      return { tab, subscriptions: null }
    case 'failures':
      return { tab, failures: null }
    case 'mail':
      return { tab, mail: null }
    case 'audit':
      return { tab, page, log: null }
    case 'platform':
      return { tab, settings: null }
    case 'prices':
      return { tab, prices: null }
    case 'legal':
      return { tab, texts: null }
    case 'traders':
      return { tab, status: parseTraderStatus(url.searchParams.get('status')), traders: null }
    case 'transparency':
      return { tab, ...transparencyPeriod(url), report: null }
    case 'reports':
      return { tab, queue: null }
  }
}

/** `?status=` of the Traders tab: one of the trader statuses, or all. */
export function parseTraderStatus(value: string | null): TraderStatus | undefined {
  return (TRADER_STATUSES as readonly string[]).includes(value ?? '') ? (value as TraderStatus) : undefined
}

export interface AdminPageData {
  adminId: string
  /** The setup checklist of a production instance, while anything is left to do. */
  setup?: Loaded<SetupChecklist>
  overview: Loaded<AdminOverview>
  linkHealth: Loaded<AdminLinkHealth>
  /** Email follower totals over the platform. */
  followers: Loaded<AdminFollowerTotals>
  panel: AdminPanelData
}

/** `/admin` with the given parameters; empty values, page 1 and the default tab are left out. */
export function adminHref(params: { tab?: AdminTab; search?: string; page?: number }) {
  const query = new URLSearchParams()
  if (params.tab && params.tab !== 'influencers') query.set('tab', params.tab)
  if (params.search) query.set('search', params.search)
  if (params.page && params.page > 1) query.set('page', String(params.page))
  const text = query.toString()
  return text ? `/admin?${text}` : '/admin'
}

/** `?page=` as a whole number from 1 to 100,000 (anything else is page 1). */
export function parsePage(value: string | null): number {
  return Math.max(1, Math.min(100_000, Number.parseInt(value ?? '1', 10) || 1))
}

/** A 4xx with a message from the server says what went wrong (e.g. "You cannot change your own role."). */
export function failureText(result: { status: number; error: { error: string } }, fallback: string): string {
  return result.status >= 400 && result.status < 500 && result.error.error ? result.error.error : fallback
}

/** After a row disappears (deleted, reviewed), focus goes to the panel instead of being lost. */
export function focusPanel() {
  document.getElementById('admin-panel')?.focus()
}

const DAY = 86_400_000
const isoDay = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) ? value : null)

/**
 * `?from=&to=` of the Transparency tab: this calendar year so far unless both are valid days; the
 * two in order and at most 366 days apart (the API's limit), so the figures always load.
 */
export function transparencyPeriod(url: URL, now = new Date()): { from: string; to: string } {
  const today = now.toISOString().slice(0, 10)
  let from = isoDay(url.searchParams.get('from')) ?? `${today.slice(0, 4)}-01-01`
  let to = isoDay(url.searchParams.get('to')) ?? today
  if (from > to) [from, to] = [to, from]
  if ((Date.parse(to) - Date.parse(from)) / DAY >= 366) from = new Date(Date.parse(to) - 365 * DAY).toISOString().slice(0, 10)
  return { from, to }
}
