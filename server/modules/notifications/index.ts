import type { Module, ModuleDeps } from '../module.ts'
import { createNotificationsRepository } from './notifications.repository.ts'
import { notificationsRoutes } from './notifications.routes.ts'
import { createNotificationsService } from './notifications.service.ts'

/** In-app messages to creators (other modules notify through the service). */
export function createNotificationsModule({ db, audit }: ModuleDeps) {
  const service = createNotificationsService({ db, audit, repo: createNotificationsRepository() })
  return { service, routes: notificationsRoutes } satisfies Module
}
