import type { Module, ModuleDeps } from '../module.ts'
import { createContactRepository } from './contact.repository.ts'
import { contactRoutes } from './contact.routes.ts'
import { createContactService } from './contact.service.ts'

/** The public contact form: stored, and mailed to the operator (CONTACT_TO). */
export function createContactModule({ db, mailer, translator, config }: ModuleDeps) {
  const service = createContactService({ db, repo: createContactRepository(), mailer, translator, operatorEmail: config.mail.contactTo })
  return { service, routes: contactRoutes } satisfies Module
}
