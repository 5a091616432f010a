import type { Module } from '../module.ts'
import type { UsersService } from '../users/users.service.ts'
import { preferencesRoutes } from './preferences.routes.ts'
import { createPreferencesService } from './preferences.service.ts'

/** Language and consent choices: cookies for every visitor, the language also stored for a signed-in account. */
export function createPreferencesModule({ users }: { users: UsersService }) {
  return { services: { preferences: createPreferencesService({ users }) }, routes: preferencesRoutes } satisfies Module
}
