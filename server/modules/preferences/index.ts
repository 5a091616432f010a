import type { Module } from '../module.ts'
import { preferencesRoutes } from './preferences.routes.ts'

/** Language and similar visitor preferences, kept in cookies (no service, no tables). */
export function createPreferencesModule() {
  return { routes: preferencesRoutes } satisfies Module
}
