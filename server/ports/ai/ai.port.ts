import type { TwinGender, TwinGenerationKind } from '../../../contract/twin.ts'

/** What a finished provider job hands back. */
export type TrainingResult = { state: 'done'; modelVersion: string; artifact?: Buffer } | { state: 'started'; id: string }
export type GenerationResult = { state: 'done'; images: Buffer[] } | { state: 'started'; id: string }

/** State of a provider job that runs elsewhere (polling fallback and webhooks). */
export type RemoteJob =
  | { status: 'processing' }
  | { status: 'succeeded'; modelVersion?: string; outputUrls?: string[] }
  | { status: 'failed'; error: string }

/**
 * The AI studio's outside system. `local` finishes inside the calling job (CPU, offline);
 * `replicate` starts remote work and reports back through webhooks or `training`/`prediction`.
 */
export interface AiPort {
  readonly name: 'local' | 'replicate'
  train(input: { modelId: string; photos: Buffer[]; gender: TwinGender; webhookUrl?: string }): Promise<TrainingResult>
  generate(input: {
    kind: TwinGenerationKind
    prompt: string
    count: number
    gender: TwinGender
    /** The trained version (Replicate) or the stored subject cut-out (local). */
    modelVersion: string | null
    subject: Buffer | null
    /** The outfit generator's photo. */
    source: Buffer | null
    webhookUrl?: string
  }): Promise<GenerationResult>
  /** Remote state of a training / prediction (local work never needs it). */
  training?(id: string): Promise<RemoteJob>
  prediction?(id: string): Promise<RemoteJob>
  /** Downloads a finished output. */
  download?(url: string): Promise<Buffer>
}
