import type { Module, ModuleDeps } from '../module.ts'
import type { UsersService } from '../users/users.service.ts'
import { registerAuthJobs } from './auth.jobs.ts'
import { createAuthRepository } from './auth.repository.ts'
import { authRoutes } from './auth.routes.ts'
import { createAuthService } from './auth.service.ts'
import type { CheckoutStarter } from './registration.service.ts'
import { createSessionTokens } from './session.ts'

/** Registration, login, sessions, password reset, and the hourly accounts cleanup. */
export function createAuthModule(deps: ModuleDeps & { users: UsersService; billing: CheckoutStarter }) {
  const { config, db, users, billing, mailer, audit, translator, publicUrl, log } = deps
  const service = createAuthService({
    db,
    repo: createAuthRepository(),
    users,
    billing,
    tokens: createSessionTokens(config.jwtSecret, publicUrl),
    mailer,
    audit,
    translator,
    publicUrl,
    supportEmail: config.mail.contactTo,
    log,
  })
  return {
    service,
    routes: authRoutes,
    jobs: (queue) => registerAuthJobs(queue, service, log),
  } satisfies Module
}
