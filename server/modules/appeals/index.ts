import { createLinkSigner } from '../followers/tokens.ts'
import type { DecisionsService } from '../moderation/decisions.service.ts'
import type { ModuleDeps } from '../module.ts'
import { createAppealsRepository } from './appeals.repository.ts'
import { appealsRoutes } from './appeals.routes.ts'
import { createAppealsService } from './appeals.service.ts'
import { createMisuse } from './misuse.ts'
import { createMisuseAdmin } from './misuse-admin.ts'

/**
 * What follows a moderation decision: statements of reasons, complaints and misuse counts (DSA
 * Art. 17, 20, 23). It hooks into every decision's transaction (`moderation.onDecision`), lifts a
 * decision a complaint reverses and suspends for misuse through the moderation service.
 */
export function createAppealsModule(deps: ModuleDeps & { moderation: DecisionsService }) {
  const { db, mailer, translator, audit, publicUrl, config, moderation } = deps
  const repo = createAppealsRepository()
  const misuse = createMisuse({ db, repo })
  const signer = createLinkSigner<'complaint'>(() => config.jwtSecret, 'appeals')
  const appeals = createAppealsService({ db, repo, mailer, translator, audit, signer, publicUrl, misuse, moderation })
  const appealsMisuse = createMisuseAdmin({ db, repo, moderation, translator })
  moderation.onDecision((tx, decision) => appeals.afterDecision(tx, decision.id))
  return { services: { appeals, appealsMisuse }, web: ['appeals', 'appealsMisuse'] as const, routes: appealsRoutes }
}
