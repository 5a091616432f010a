import type { JobQueue } from '../../jobs/queue.ts'
import type { MailPort } from '../../ports/email/index.ts'
import type { Module } from '../module.ts'
import { registerMailJobs } from './mail.jobs.ts'
import { createMailer } from './mailer.ts'

/** Queued mail: services send through `mailer` (ModuleDeps.mailer); the email job hands it to the mail port. */
export function createMailModule({ jobs, port }: { jobs: JobQueue; port: MailPort }) {
  return {
    mailer: createMailer(jobs),
    jobs: (queue: JobQueue) => registerMailJobs(queue, port),
  } satisfies Module
}
