import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { PlanPricesService } from '../billing/plan-prices.service.ts'
import type { ModuleDeps } from '../module.ts'
import type { SiteService } from '../site/site.service.ts'
import legalRoutes from './legal.routes.ts'
import { legalTextsRoutes } from './legal-texts.routes.ts'
import { createLegalTextsService } from './legal-texts.service.ts'

/** The legal texts in force and their versions (`legalTexts`), and the terms of use as PDF in every language. */
export function createLegalModule({
  db,
  audit,
  site,
  planPrices,
  caches,
}: Pick<ModuleDeps, 'db' | 'audit' | 'caches'> & { site: SiteService; planPrices: PlanPricesService }) {
  const service = createLegalTextsService({ db, audit, site, planPrices, caches })
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(legalRoutes)
    await app.register(legalTextsRoutes)
  }
  return { services: { legalTexts: service }, web: ['legalTexts'] as const, routes }
}
