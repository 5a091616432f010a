import { sql } from 'drizzle-orm'
import type { Language } from '../../../contract/language.ts'
import { type LinkVerdict, PROBLEM_VERDICTS } from '../../../contract/link-health.ts'
import type { Executor } from '../../db/client.ts'

const PROBLEMS = sql.raw(PROBLEM_VERDICTS.map((v) => `'${v}'`).join(', '))

/** Each creator's links in trouble now, and the tagged products whose price changed (decision 0083), with their creator. */
const CREATOR_PROBLEMS = sql`
  with uses as (
    select i.user_id, t.link as url from tags t join images i on i.id = t.image_id
    union select user_id, cta_link from campaigns where cta_link is not null
    union select id, unnest(array[instagram, facebook, tiktok]) from users where role = 'user')
  select distinct u.user_id, l.url, l.verdict, l.unhealthy_since
  from uses u join links l on l.url = u.url
  where l.verdict in (${PROBLEMS}) and l.unhealthy_since is not null
  union
  select distinct i.user_id, l.url, 'price_changed', l.price_changed_at
  from tags t join images i on i.id = t.image_id join links l on l.url = t.link
  where l.price_changed_at is not null`

/** What a notice says of a link: its problem verdict, or that its product's price changed. */
export type NoticeVerdict = LinkVerdict | 'price_changed'

export interface CreatorNotice {
  userId: string
  email: string
  language: Language
  lastDigestAt: Date | null
  /** Links that turned bad since the creator was last told in the app. */
  fresh: number
  /** Links that turned bad since the last digest mail (what the next digest lists). */
  forDigest: { url: string; verdict: NoticeVerdict }[]
}

/** What the in-app notices and the daily digest mails read and record. */
export function createLinkNoticesRepository() {
  return {
    /** Creators with a link that turned bad since they were last told (in the app or by mail). */
    async pending(db: Executor): Promise<CreatorNotice[]> {
      const result = await db.execute<{
        user_id: string
        email: string
        language: Language
        last_digest_at: string | null
        fresh: number
        for_digest: { url: string; verdict: NoticeVerdict }[] | null
      }>(sql`
        with problems as (${CREATOR_PROBLEMS})
        select p.user_id, us.email, us.language, s.last_digest_at,
          count(*) filter (where p.unhealthy_since > coalesce(s.notified_until, '-infinity'))::int as fresh,
          json_agg(json_build_object('url', p.url, 'verdict', p.verdict) order by p.url)
            filter (where p.unhealthy_since > coalesce(s.last_digest_at, '-infinity')) as for_digest
        from problems p join users us on us.id = p.user_id
        left join link_health_settings s on s.user_id = p.user_id
        group by p.user_id, us.email, us.language, s.last_digest_at, s.notified_until
        having count(*) filter (where p.unhealthy_since > coalesce(s.notified_until, '-infinity')) > 0
          or (count(*) filter (where p.unhealthy_since > coalesce(s.last_digest_at, '-infinity')) > 0
            and coalesce(s.last_digest_at, '-infinity') < now() - interval '1 day')`)
      return result.rows.map((r) => ({
        userId: r.user_id,
        email: r.email,
        language: r.language,
        lastDigestAt: r.last_digest_at ? new Date(r.last_digest_at) : null,
        fresh: r.fresh,
        forDigest: r.for_digest ?? [],
      }))
    },

    async markNotified(db: Executor, userId: string, digest: boolean) {
      await db.execute(sql`insert into link_health_settings (user_id, notified_until, last_digest_at)
        values (${userId}, now(), case when ${digest} then now() end)
        on conflict (user_id) do update set notified_until = now(),
          last_digest_at = case when ${digest} then now() else link_health_settings.last_digest_at end`)
    },
  }
}

export type LinkNoticesRepository = ReturnType<typeof createLinkNoticesRepository>
