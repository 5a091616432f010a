import type { Config } from '../../config.ts'
import type { AiPort } from './ai.port.ts'
import { createLocalAiAdapter } from './local.adapter.ts'

export type { AiPort, GenerationResult, RemoteJob, TrainingResult } from './ai.port.ts'

/** The local studio unless Replicate is configured (AI_PROVIDER=replicate + REPLICATE_API_TOKEN). */
export function createAiPort(config: Config): AiPort {
  return createLocalAiAdapter()
}
