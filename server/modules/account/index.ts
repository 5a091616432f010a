import type { AuthService } from '../auth/auth.service.ts'
import type { AccountContribution, Module, ModuleDeps } from '../module.ts'
import type { UsersAdminService } from '../users/users-admin.service.ts'
import { accountRoutes } from './account.routes.ts'
import { createAccountService } from './account.service.ts'

/** Data rights: each module's export part in one archive, and account deletion by its holder. */
export function createAccountModule(
  deps: ModuleDeps & {
    accounts: UsersAdminService
    auth: Pick<AuthService, 'confirmPassword'>
    accountParts: readonly AccountContribution[]
  },
) {
  const service = createAccountService({
    db: deps.db,
    audit: deps.audit,
    accounts: deps.accounts,
    auth: deps.auth,
    parts: deps.accountParts,
  })
  return { services: { account: service }, routes: accountRoutes(service) } satisfies Module
}
