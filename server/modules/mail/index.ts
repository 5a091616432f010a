import type { FastifyBaseLogger } from 'fastify'
import { ADMIN_LIST_MAX } from '../../../contract/admin.ts'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import type { MailPort } from '../../ports/email/index.ts'
import type { Module } from '../module.ts'
import type { Actor } from '../users/users.service.ts'
import { registerMailJobs } from './mail.jobs.ts'
import { createMailRepository } from './mail.repository.ts'
import { createMailer } from './mailer.ts'

/**
 * Queued mail: services send through `mailer` (ModuleDeps.mailer); the email job hands it to the
 * mail port, retrying with growing waits; `failures` lists for admins what has not gone out.
 */
export function createMailModule({
  db,
  jobs,
  mailPort: port,
  log,
}: {
  db: Database
  jobs: JobQueue
  mailPort: MailPort
  log: FastifyBaseLogger
}) {
  const repo = createMailRepository()
  const mail = {
    async failures(actor: Actor) {
      if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
      return repo.failures(db, ADMIN_LIST_MAX)
    },
  }
  return {
    services: { mailer: createMailer(jobs), mail },
    jobs: (queue: JobQueue) => registerMailJobs(queue, port, log),
  } satisfies Module
}

export type MailService = NonNullable<ReturnType<typeof createMailModule>['services']>['mail']
