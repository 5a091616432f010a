import { DECISION_OUTCOMES, REPORT_CATEGORIES } from '../../../contract/moderation.ts'
import {
  COMPLAINT_STATES,
  NOTICE_OUTCOMES,
  type TdbStatements,
  type TransparencyQuery,
  type TransparencyReport,
} from '../../../contract/transparency.ts'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { TradersService } from '../traders/traders.service.ts'
import type { Actor } from '../users/users.service.ts'
import { tdbStatement } from './tdb-statement.ts'
import type { Period, TransparencyRepository } from './transparency.repository.ts'

export interface TransparencyDeps {
  db: Database
  repo: TransparencyRepository
  traders: Pick<TradersService, 'suspensionsBetween'>
}

/** Every key of `keys`, zero where nothing was counted. */
const filled = <K extends string>(keys: readonly K[], counted: Record<string, number>) =>
  Object.fromEntries(keys.map((k) => [k, counted[k] ?? 0])) as Record<K, number>

const hours = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10)

function periodOf(query: TransparencyQuery): Period {
  return { start: new Date(`${query.from}T00:00:00Z`), end: new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000) }
}

/** Transparency figures and statements of reasons of a period (DSA Art. 15, 24; decision 0088). Admins only. */
export function createTransparencyService({ db, repo, traders }: TransparencyDeps) {
  function admin(actor: Actor) {
    if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
  }

  async function report(actor: Actor, query: TransparencyQuery): Promise<TransparencyReport> {
    admin(actor)
    const period = periodOf(query)
    const [n, d, c, misuse, tradersSuspended] = await Promise.all([
      repo.notices(db, period),
      repo.decisions(db, period),
      repo.complaints(db, period),
      repo.misuse(db, period),
      traders.suspensionsBetween(period.start, period.end),
    ])
    return {
      from: query.from,
      to: query.to,
      notices: {
        total: n.total,
        by_category: filled(REPORT_CATEGORIES, n.byCategory),
        by_outcome: filled(NOTICE_OUTCOMES, n.byOutcome),
        median_hours_to_decision: hours(n.medianHours),
        threat_to_life: n.threatToLife,
      },
      decisions: {
        total: d.total,
        by_outcome: filled(DECISION_OUTCOMES, d.byOutcome),
        own_initiative: d.own,
        automated: d.automated,
        reversed: d.reversed,
      },
      complaints: { total: c.total, by_outcome: filled(COMPLAINT_STATES, c.byOutcome), median_hours_to_decision: hours(c.medianHours) },
      suspensions: {
        shop: d.byOutcome.suspend_shop ?? 0,
        account: d.byOutcome.suspend_account ?? 0,
        misuse_creators: misuse.creators,
        misuse_notifiers: misuse.notifiers,
        traders: tradersSuspended,
      },
    }
  }

  return {
    report,

    /** The figures as CSV rows `section,key,count` (a median is a number of hours, empty when none). */
    async csv(actor: Actor, query: TransparencyQuery): Promise<string> {
      const r = await report(actor, query)
      const rows: (string | number | null)[][] = [
        ['section', 'key', 'value'],
        ['period', 'from', r.from],
        ['period', 'to', r.to],
      ]
      rows.push(['notices', 'total', r.notices.total], ['notices', 'threat_to_life', r.notices.threat_to_life])
      for (const [k, v] of Object.entries(r.notices.by_category)) rows.push(['notices_by_category', k, v])
      for (const [k, v] of Object.entries(r.notices.by_outcome)) rows.push(['notices_by_outcome', k, v])
      rows.push(['notices', 'median_hours_to_decision', r.notices.median_hours_to_decision])
      rows.push(['decisions', 'total', r.decisions.total], ['decisions', 'own_initiative', r.decisions.own_initiative])
      rows.push(['decisions', 'automated', r.decisions.automated], ['decisions', 'reversed', r.decisions.reversed])
      for (const [k, v] of Object.entries(r.decisions.by_outcome)) rows.push(['decisions_by_outcome', k, v])
      rows.push(['complaints', 'total', r.complaints.total])
      for (const [k, v] of Object.entries(r.complaints.by_outcome)) rows.push(['complaints_by_outcome', k, v])
      rows.push(['complaints', 'median_hours_to_decision', r.complaints.median_hours_to_decision])
      for (const [k, v] of Object.entries(r.suspensions)) rows.push(['suspensions', k, v])
      // Keys and figures only: nothing a spreadsheet could read as a formula.
      return `${rows.map((row) => row.map((cell) => cell ?? '').join(',')).join('\r\n')}\r\n`
    },

    async statements(actor: Actor, query: TransparencyQuery): Promise<TdbStatements> {
      admin(actor)
      return { statements: (await repo.restrictive(db, periodOf(query))).map(tdbStatement) }
    },
  }
}

export type TransparencyService = ReturnType<typeof createTransparencyService>
