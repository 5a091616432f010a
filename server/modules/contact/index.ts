import type { Module, ModuleDeps } from '../module.ts'
import type { SiteService } from '../site/site.service.ts'
import { createContactRepository } from './contact.repository.ts'
import { contactRoutes } from './contact.routes.ts'
import { createContactService } from './contact.service.ts'

/** The public contact form: stored, and mailed to the operator (CONTACT_TO or the platform's support address). */
export function createContactModule({ db, mailer, translator, site }: ModuleDeps & { site: SiteService }) {
  const service = createContactService({ db, repo: createContactRepository(), mailer, translator, operatorEmail: site.contactAddress })
  return { services: { contact: service }, web: ['contact'] as const, routes: contactRoutes } satisfies Module<
    { contact: typeof service },
    'contact'
  >
}
