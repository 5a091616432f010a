import type { Database } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import { remoteState, verifyReplicateWebhook, type WebhookHeaders } from '../../ports/ai/replicate-webhook.ts'
import type { TwinRepository } from './twin.repository.ts'
import type { TwinWorker } from './twin.worker.ts'

/**
 * Provider webhooks: verified on the raw body, each webhook id handled once (a replay answers
 * 400 and changes nothing), then applied like a polling result.
 */
export function createTwinWebhooks(deps: {
  db: Database
  repo: TwinRepository
  worker: Pick<TwinWorker, 'applyRemote'>
  secret: string | undefined
  now?: () => Date
}) {
  const now = deps.now ?? (() => new Date())
  return {
    async receive(kind: 'training' | 'prediction', headers: WebhookHeaders, rawBody: Buffer) {
      if (!deps.secret || !verifyReplicateWebhook(deps.secret, headers, rawBody, now())) {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID')
      }
      let parsed: ReturnType<typeof remoteState> = null
      try {
        parsed = remoteState(JSON.parse(rawBody.toString('utf8')))
      } catch {
        parsed = null
      }
      if (!parsed) throw new AppError('WEBHOOK_EVENT_INVALID')
      if (!(await deps.repo.recordWebhook(deps.db, headers.id as string))) throw new AppError('WEBHOOK_EVENT_INVALID')
      await deps.worker.applyRemote(kind, parsed.id, parsed.state)
    },
  }
}

export type TwinWebhooks = ReturnType<typeof createTwinWebhooks>
