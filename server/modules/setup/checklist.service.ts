import { SETUP_ITEM_LINKS, SETUP_ITEMS, type SetupChecklist, type SetupItem } from '../../../contract/setup.ts'
import { imprintFilled } from '../../../contract/site-settings.ts'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { SiteService } from '../site/site.service.ts'
import type { Actor } from '../users/users.service.ts'
import type { SetupRepository } from './setup.repository.ts'

/** "The legal texts were reviewed": one of them was saved at least once (admin area, Legal texts tab). */
export const LEGAL_REVIEWED_ACTIONS = ['settings.legal_text']

export interface ChecklistDeps {
  db: Database
  repo: SetupRepository
  site: Pick<SiteService, 'settings'>
  config: Pick<Config, 'production' | 'publicUrl' | 'mail' | 'stripe'>
}

/** A Stripe key that takes real payments (a test key is the operator still trying). */
const liveStripeKey = (key: string | undefined) => /^(sk|rk)_live_/.test(key ?? '')

/**
 * What a production instance needs before it serves the public: the admin area shows these on
 * its first view until every one is done. A development instance has demo content and no list.
 */
export function createChecklistService(deps: ChecklistDeps) {
  const { db, repo, config } = deps

  async function items(): Promise<Record<SetupItem, boolean>> {
    const [settings, legal, creator] = await Promise.all([
      deps.site.settings(),
      repo.recorded(db, LEGAL_REVIEWED_ACTIONS),
      repo.approvedCreatorExists(db),
    ])
    return {
      imprint: imprintFilled(settings.imprint),
      legal,
      mail: config.mail.transport === 'smtp',
      payments: liveStripeKey(config.stripe?.secretKey),
      https: config.publicUrl.startsWith('https://'),
      creator,
    }
  }

  async function checklist(): Promise<SetupChecklist> {
    const done = await items()
    const list = SETUP_ITEMS.map((id) => ({ id, done: done[id], href: SETUP_ITEM_LINKS[id] }))
    return { items: list, complete: list.every((item) => item.done) }
  }

  return {
    /** The list for the admin area, or null when it is not shown (development, or everything done). */
    async forAdmin(actor: Actor): Promise<SetupChecklist | null> {
      if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
      if (!config.production) return null
      const list = await checklist()
      return list.complete ? null : list
    },

    async get(actor: Actor): Promise<SetupChecklist> {
      if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
      return checklist()
    },
  }
}

export type ChecklistService = ReturnType<typeof createChecklistService>
