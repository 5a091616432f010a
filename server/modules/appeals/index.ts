import type { Executor } from '../../db/client.ts'
import type { ModerationDecision } from '../../db/schema/index.ts'
import { createLinkSigner } from '../followers/tokens.ts'
import type { ModuleDeps } from '../module.ts'
import { createAppealsRepository } from './appeals.repository.ts'
import { appealsRoutes } from './appeals.routes.ts'
import { createAppealsService, type DecisionLifter } from './appeals.service.ts'
import { createMisuse } from './misuse.ts'

interface AppealsModuleDeps extends ModuleDeps {
  moderation: DecisionLifter & { onDecision(hook: (tx: Executor, decision: ModerationDecision) => Promise<void>): void }
}

/**
 * What follows a moderation decision: statements of reasons, complaints and misuse counts (DSA
 * Art. 17, 20, 23). It hooks into every decision's transaction (`moderation.onDecision`) and lifts
 * a decision a complaint reverses through the moderation service.
 */
export function createAppealsModule(deps: AppealsModuleDeps) {
  const { db, mailer, translator, audit, publicUrl, config, moderation } = deps
  const repo = createAppealsRepository()
  const misuse = createMisuse({ db, repo })
  const signer = createLinkSigner<'complaint'>(() => config.jwtSecret, 'appeals')
  const appeals = createAppealsService({ db, repo, mailer, translator, audit, signer, publicUrl, misuse, moderation })
  moderation.onDecision((tx, decision) => appeals.afterDecision(tx, decision.id))
  return { services: { appeals }, web: ['appeals'] as const, routes: appealsRoutes }
}
