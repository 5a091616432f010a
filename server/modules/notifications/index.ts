import type { ModuleDeps } from '../module.ts'
import { createNotificationsExport } from './notifications.export.ts'
import { createNotificationsRepository } from './notifications.repository.ts'
import { notificationsRoutes } from './notifications.routes.ts'
import { createNotificationsService } from './notifications.service.ts'

/** In-app messages to creators (other modules notify through the service). */
export function createNotificationsModule({ db, audit }: ModuleDeps) {
  const repo = createNotificationsRepository()
  const service = createNotificationsService({ db, audit, repo })
  return {
    services: { notifications: service },
    web: ['notifications'] as const,
    routes: notificationsRoutes,
    account: { export: createNotificationsExport({ db, repo }) },
  }
}
