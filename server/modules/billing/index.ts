import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Executor } from '../../db/client.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import { createLocalPlanCheckoutService } from '../../ports/payments/local/plan-checkout.service.ts'
import type { ModuleDeps } from '../module.ts'
import type { NotificationsService } from '../notifications/notifications.service.ts'
import type { SiteService } from '../site/site.service.ts'
import type { UsersService } from '../users/users.service.ts'
import { createBillingExport } from './billing.export.ts'
import { registerBillingJobs } from './billing.jobs.ts'
import { createBillingRepository } from './billing.repository.ts'
import { billingRoutes } from './billing.routes.ts'
import { createBillingService } from './billing.service.ts'
import { createBillingAdminService } from './billing-admin.service.ts'
import { createInvoices } from './invoices.ts'
import { planPricesRoutes } from './plan-prices.routes.ts'
import { createPlanPricesService } from './plan-prices.service.ts'
import { createPromoCodesService } from './promo-codes.service.ts'
import { subscriptionRoutes } from './subscription.routes.ts'
import { createSubscriptionService } from './subscription.service.ts'

/**
 * Checkout and payment events (`billing`), the test checkout (`localCheckout`), promo codes (`promoCodes`),
 * the plan prices (`planPrices`),
 * the subscription lifecycle (`subscription`), admin views (`billingAdmin`).
 */
export function createBillingModule(deps: ModuleDeps & { users: UsersService; notifications: NotificationsService; site: SiteService }) {
  const { config, db, payments, users, mailer, notifications, audit, translator, publicUrl, privateFiles, site } = deps
  const repo = createBillingRepository()
  const invoices = createInvoices({
    repo,
    issuer: config.billing.invoice,
    operator: async () => {
      const { imprint } = await site.settings()
      const address = [imprint.street, [imprint.postalCode, imprint.city].filter(Boolean).join(' '), imprint.country.en]
        .filter(Boolean)
        .join(', ')
      return { name: imprint.company, address, vatId: imprint.vatId }
    },
    files: privateFiles.invoices,
    translator,
    now: () => new Date(),
  })
  const planPrices = createPlanPricesService({ db, audit, payments, site, caches: deps.caches })
  const promoCodes = createPromoCodesService({ db, repo, audit, planPrices })
  const billing = createBillingService({
    db,
    payments,
    users,
    mailer,
    notifications,
    audit,
    invoices,
    promoCodes,
    planPrices,
    translator,
    publicUrl,
  })
  const localCheckout = createLocalPlanCheckoutService({ db, repo, payments, users, billing })
  const subscription = createSubscriptionService({
    db,
    repo,
    billing,
    payments,
    users,
    invoices,
    audit,
    mailer,
    planPrices,
    translator,
    publicUrl,
    production: config.production,
    reminderDays: config.billing.reminderDays,
  })
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(billingRoutes)
    await app.register(subscriptionRoutes)
    await app.register(planPricesRoutes)
  }
  const services = { billing, localCheckout, promoCodes, planPrices, subscription, billingAdmin: createBillingAdminService({ db, repo }) }
  return {
    services,
    web: ['localCheckout', 'subscription', 'planPrices'] as const,
    routes,
    jobs: (queue: JobQueue) => registerBillingJobs(queue, subscription),
    // A deleted account's subscription ends at the provider before its rows go.
    account: {
      beforeDelete: (tx: Executor, userId: string) => billing.cancelForDeletedAccount(tx, userId),
      export: createBillingExport({ db, repo, invoices }),
    },
  }
}
