import { createHmac, timingSafeEqual } from 'node:crypto'
import type { RemoteJob } from './ai.port.ts'

/** Deliveries older or newer than this are refused (replays with an old timestamp). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60

export interface WebhookHeaders {
  id?: string
  timestamp?: string
  signature?: string
}

/**
 * Replicate signs webhooks the Standard Webhooks way: HMAC-SHA256 of `id.timestamp.body` with the
 * base64 part of the `whsec_…` secret, sent as space-separated `v1,<base64>` entries. Checked on
 * the raw bytes (a re-serialized body would not match), within 5 minutes, in constant time.
 */
export function verifyReplicateWebhook(secret: string, headers: WebhookHeaders, rawBody: Buffer, now: Date): boolean {
  const { id, timestamp, signature } = headers
  if (!id || !timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS) return false
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.`).update(rawBody).digest()
  return signature.split(' ').some((entry) => {
    const [version, value] = entry.split(',')
    if (version !== 'v1' || !value) return false
    const given = Buffer.from(value, 'base64')
    return given.length === expected.length && timingSafeEqual(given, expected)
  })
}

/** Signs like Replicate does (tests and the MSW fake use it). */
export function signReplicateWebhook(secret: string, id: string, timestamp: number, rawBody: Buffer): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.`).update(rawBody).digest('base64')}`
}

/** A training or prediction object (webhook body or GET answer) as the port's state. */
export function remoteState(body: unknown): { id: string; state: RemoteJob } | null {
  if (!body || typeof body !== 'object') return null
  const { id, status, output, error } = body as { id?: unknown; status?: unknown; output?: unknown; error?: unknown }
  if (typeof id !== 'string' || typeof status !== 'string') return null
  if (status === 'failed' || status === 'canceled') return { id, state: { status: 'failed', error: String(error ?? status).slice(0, 500) } }
  if (status !== 'succeeded') return { id, state: { status: 'processing' } }
  if (output && typeof output === 'object' && !Array.isArray(output) && 'version' in output) {
    return { id, state: { status: 'succeeded', modelVersion: String((output as { version: unknown }).version) } }
  }
  const urls = (Array.isArray(output) ? output : [output]).filter((u): u is string => typeof u === 'string' && u.startsWith('https://'))
  return { id, state: { status: 'succeeded', outputUrls: urls } }
}
