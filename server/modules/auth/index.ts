import type { LegalTextsService } from '../legal/legal-texts.service.ts'
import type { Module, ModuleDeps } from '../module.ts'
import type { NotificationsService } from '../notifications/notifications.service.ts'
import type { SiteService } from '../site/site.service.ts'
import type { UsersService } from '../users/users.service.ts'
import { registerAuthJobs } from './auth.jobs.ts'
import { createAuthRepository } from './auth.repository.ts'
import { authRoutes } from './auth.routes.ts'
import { createAuthService } from './auth.service.ts'
import type { CheckoutStarter } from './registration.service.ts'
import { createSessionTokens } from './session.ts'

/** Registration, login, sessions, password reset, and the hourly accounts cleanup. */
export function createAuthModule(
  input: ModuleDeps & {
    users: UsersService
    billing: CheckoutStarter
    notifications: NotificationsService
    site: SiteService
    legalTexts: Pick<LegalTextsService, 'termsVersion'>
  },
) {
  const deps = { ...input, ...input.overrides.auth }
  const { config, db, users, billing, mailer, notifications, audit, translator, publicUrl, log, site } = deps
  const service = createAuthService({
    db,
    repo: createAuthRepository(),
    users,
    billing,
    termsVersion: deps.legalTexts.termsVersion,
    tokens: createSessionTokens(config.jwtSecret, publicUrl),
    mailer,
    notifications,
    audit,
    translator,
    publicUrl,
    supportEmail: site.contactAddress,
    log,
    pause: deps.pause,
    now: deps.now,
  })
  return {
    services: { auth: service },
    // Sign-in, sign-out and password reset forms post to their pages' route actions too.
    web: ['auth'] as const,
    routes: authRoutes,
    jobs: (queue) => registerAuthJobs(queue, service, log),
  } satisfies Module<{ auth: typeof service }, 'auth'>
}
