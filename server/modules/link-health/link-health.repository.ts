import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import { type LinkHop, type LinkReason, type LinkVerdict, PROBLEM_VERDICTS } from '../../../contract/link-health.ts'
import type { Executor } from '../../db/client.ts'
import type { ImageVariant } from '../../db/schema/index.ts'
import { hiddenTags, images, linkHealthSettings, links, tags } from '../../db/schema/index.ts'

const HOST = sql`lower(substring(u.url from '^[a-zA-Z]+://(?:[^@/]*@)?(\\[[^]]+\\]|[^/:?#]+)'))`
const PROBLEMS = sql.raw(PROBLEM_VERDICTS.map((v) => `'${v}'`).join(', '))

/** Every outbound link a creator uses (all creators when `userId` is null), changed since `since`. */
function usedUrls(userId: string | null, since: Date | null) {
  const tagOwner = userId ? sql`and i.user_id = ${userId}` : sql``
  const owner = userId ? sql`and user_id = ${userId}` : sql``
  const self = userId ? sql`and id = ${userId}` : sql``
  const tagSince = since ? sql`and t.updated_at >= ${since}` : sql``
  const campaignSince = since ? sql`and created_at >= ${since}` : sql``
  const userSince = since ? sql`and updated_at >= ${since}` : sql``
  return sql`select t.link as url from tags t join images i on i.id = t.image_id where true ${tagOwner} ${tagSince}
    union select cta_link from campaigns where cta_link is not null ${owner} ${campaignSince}
    union select unnest(array[instagram, facebook, tiktok]) from users where role = 'user' ${self} ${userSince}`
}

export type DueLink = {
  id: string
  url: string
  host: string
  verdict: LinkVerdict | null
  reason: LinkReason | null
}

export interface CheckedLink {
  verdict: LinkVerdict
  reason: LinkReason
  detail: string | null
  hops: LinkHop[]
  finalUrl: string | null
  nextCheckAt: Date
}

export type CreatorLinkRow = {
  id: string
  url: string
  verdict: LinkVerdict | null
  reason: LinkReason | null
  detail: string | null
  finalUrl: string | null
  checkedAt: Date | null
  clicks: number
  tags: { id: string; imageId: string; storageKey: string; variants: ImageVariant[]; hidden: boolean }[]
  campaigns: number
  social: boolean
}

export function createLinkHealthRepository() {
  return {
    /** Adds links that appeared in tags, campaigns or social profiles; returns how many were new. */
    async discover(db: Executor, options: { userId?: string; since?: Date } = {}) {
      const result = await db.execute(sql`insert into links (url, host)
        select u.url, ${HOST} from (${usedUrls(options.userId ?? null, options.since ?? null)}) u
        where u.url ~* '^https?://' and char_length(u.url) <= 2048 and ${HOST} is not null
        on conflict (url) do nothing`)
      return result.rowCount ?? 0
    },

    /**
     * Takes up to `limit` due links (never checked first, then the most clicked) and moves their
     * next check ahead by the lease, so a concurrent run skips them; a crashed run's links are due
     * again when the lease runs out (a live run renews it, see renewLease).
     */
    async claimDue(db: Executor, limit: number, leaseSeconds: number): Promise<DueLink[]> {
      const result = await db.execute<DueLink>(sql`update links set next_check_at = now() + make_interval(secs => ${leaseSeconds})
        where id in (select id from links where next_check_at <= now()
          order by checked_at is null desc, recent_clicks desc, next_check_at limit ${limit} for update skip locked)
        returning id, url, host, verdict, reason`)
      return result.rows
    },

    /** Keeps claimed links that are not checked yet from falling due while their run still lives. */
    async renewLease(db: Executor, ids: string[], claimedAt: Date, leaseSeconds: number) {
      if (ids.length === 0) return
      await db
        .update(links)
        .set({ nextCheckAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
        .where(and(inArray(links.id, ids), or(isNull(links.checkedAt), lt(links.checkedAt, claimedAt))))
    },

    async find(db: Executor, id: string): Promise<DueLink | undefined> {
      const [row] = await db
        .select({ id: links.id, url: links.url, host: links.host, verdict: links.verdict, reason: links.reason })
        .from(links)
        .where(eq(links.id, id))
      return row
    },

    /** Stores a check; returns whether the link just turned into a problem. */
    async saveCheck(db: Executor, id: string, check: CheckedLink): Promise<boolean> {
      const problem = PROBLEM_VERDICTS.includes(check.verdict)
      const result = await db.execute<{ turned: boolean }>(sql`update links set
          verdict = ${check.verdict}, reason = ${check.reason}, detail = ${check.detail},
          hops = ${JSON.stringify(check.hops)}::jsonb, final_url = ${check.finalUrl}, checked_at = now(),
          next_check_at = ${check.nextCheckAt},
          unhealthy_since = case when ${problem} then coalesce(unhealthy_since, now())
            when ${check.verdict} = 'healthy' then null else unhealthy_since end
        where id = ${id}
        returning (${problem} and unhealthy_since = now()) as turned`)
      return result.rows[0]?.turned ?? false
    },

    /** Whether the creator uses this link anywhere (a tag, a campaign button, a social profile). */
    async isUsedBy(db: Executor, userId: string, linkId: string) {
      const result = await db.execute(sql`select 1 from links l where l.id = ${linkId}
        and l.url in (${usedUrls(userId, null)}) limit 1`)
      return result.rows.length > 0
    },

    /** The creator's links, problems first, with their tags, photos and last 30 days' clicks. */
    async creatorLinks(db: Executor, userId: string): Promise<CreatorLinkRow[]> {
      const result = await db.execute<CreatorLinkRow>(sql`
        with own_tags as (
          select t.id, t.link, t.created_at, i.id as image_id, i.storage_key, i.variants, h.tag_id is not null as hidden
          from tags t join images i on i.id = t.image_id left join hidden_tags h on h.tag_id = t.id
          where i.user_id = ${userId}),
        clicks as (
          select tag_id, count(*)::int as n from events
          where user_id = ${userId} and kind = 'click' and created_at > now() - interval '30 days' and tag_id is not null
          group by tag_id),
        campaign_clicks as (
          select c.cta_link as url, count(e.id)::int as n, count(distinct c.id)::int as campaigns from campaigns c
          left join events e on e.campaign_id = c.id and e.kind = 'campaign_click' and e.created_at > now() - interval '30 days'
          where c.user_id = ${userId} and c.cta_link is not null group by c.cta_link),
        social as (select unnest(array[instagram, facebook, tiktok]) as url from users where id = ${userId})
        select l.id, l.url, l.verdict, l.reason, l.detail, l.final_url as "finalUrl", l.checked_at as "checkedAt",
          coalesce((select sum(c.n) from own_tags o join clicks c on c.tag_id = o.id where o.link = l.url), 0)::int
            + coalesce((select n from campaign_clicks cc where cc.url = l.url), 0) as clicks,
          coalesce((select json_agg(json_build_object('id', o.id, 'imageId', o.image_id, 'storageKey', o.storage_key,
            'variants', o.variants, 'hidden', o.hidden) order by o.created_at) from own_tags o where o.link = l.url), '[]') as tags,
          coalesce((select campaigns from campaign_clicks cc where cc.url = l.url), 0) as campaigns,
          exists (select 1 from social s where s.url = l.url) as social
        from links l
        where l.url in (select link from own_tags union select url from campaign_clicks union select url from social)
        order by l.verdict in (${PROBLEMS}) desc nulls last, l.checked_at desc nulls first, l.url`)
      return result.rows.map((row) => ({ ...row, checkedAt: row.checkedAt ? new Date(row.checkedAt) : null }))
    },

    /** The tag's creator, when `userId` owns it. */
    async ownedTag(db: Executor, userId: string, tagId: string) {
      const [row] = await db
        .select({ id: tags.id })
        .from(tags)
        .innerJoin(images, eq(images.id, tags.imageId))
        .where(and(eq(tags.id, tagId), eq(images.userId, userId)))
      return row
    },

    async hideTag(db: Executor, userId: string, tagId: string, automatic: boolean) {
      await db.insert(hiddenTags).values({ tagId, userId, automatic }).onConflictDoNothing()
    },

    async showTag(db: Executor, tagId: string) {
      await db.delete(hiddenTags).where(eq(hiddenTags.tagId, tagId))
    },

    /** Hides the tags with this link of every creator who asked for it. */
    async autoHide(db: Executor, url: string) {
      await db.execute(sql`insert into hidden_tags (tag_id, user_id, automatic)
        select t.id, i.user_id, true from tags t join images i on i.id = t.image_id
        join link_health_settings s on s.user_id = i.user_id and s.auto_hide
        where t.link = ${url} on conflict do nothing`)
    },

    /** A fixed link: its tags, hidden "until fixed" by hand or automatically, are shown again. */
    async showFixed(db: Executor, url: string) {
      await db.execute(sql`delete from hidden_tags h using tags t where t.id = h.tag_id and t.link = ${url}`)
    },

    async settings(db: Executor, userId: string) {
      const [row] = await db.select().from(linkHealthSettings).where(eq(linkHealthSettings.userId, userId))
      return row ?? { userId, autoHide: false, lastDigestAt: null, notifiedUntil: null }
    },

    async setAutoHide(db: Executor, userId: string, autoHide: boolean) {
      await db
        .insert(linkHealthSettings)
        .values({ userId, autoHide })
        .onConflictDoUpdate({ target: linkHealthSettings.userId, set: { autoHide } })
    },

    /** The creator's tags whose link is broken or sold out now (hidden when auto-hide is switched on). */
    async tagsWithVerdicts(db: Executor, userId: string, verdicts: readonly LinkVerdict[]) {
      const rows = await db
        .select({ id: tags.id })
        .from(tags)
        .innerJoin(images, eq(images.id, tags.imageId))
        .innerJoin(links, eq(links.url, tags.link))
        .where(and(eq(images.userId, userId), inArray(links.verdict, [...verdicts])))
      return rows.map((r) => r.id)
    },

    /** Refreshes every link's clicks over the last 30 days (the order of checks). */
    async refreshRecentClicks(db: Executor) {
      await db.execute(sql`update links l set recent_clicks = coalesce(c.n, 0)
        from links l2 left join (select t.link, count(*)::int as n from events e join tags t on t.id = e.tag_id
          where e.kind = 'click' and e.created_at > now() - interval '30 days' group by t.link) c on c.link = l2.url
        where l.id = l2.id and l.recent_clicks <> coalesce(c.n, 0)`)
    },
  }
}

export type LinkHealthRepository = ReturnType<typeof createLinkHealthRepository>

/** Platform-wide figures for admins. */
export function createLinkStatsRepository() {
  return {
    async countsByVerdict(db: Executor) {
      return db.select({ verdict: links.verdict, count: sql<number>`count(*)::int` }).from(links).groupBy(links.verdict)
    },

    async failingHosts(db: Executor, limit: number) {
      const result = await db.execute<{ host: string; failing: number; total: number }>(sql`
        select host, count(*) filter (where verdict in (${PROBLEMS}))::int as failing, count(*)::int as total
        from links group by host having count(*) filter (where verdict in (${PROBLEMS})) > 0
        order by failing desc, total desc, host limit ${limit}`)
      return result.rows
    },
  }
}
