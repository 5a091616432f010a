import type { Config } from '../../config.ts'
import type { AiPort } from './ai.port.ts'
import { createLocalAiAdapter } from './local.adapter.ts'
import { createReplicateAdapter } from './replicate.adapter.ts'
import type { VisionPort } from './vision.port.ts'

export type { AiPort, GenerationResult, RemoteJob, TrainingResult } from './ai.port.ts'
export type { VisionPort } from './vision.port.ts'

/**
 * The local studio unless Replicate is configured (AI_PROVIDER=replicate, REPLICATE_API_TOKEN and
 * REPLICATE_MODEL_OWNER, the account the twins' models are created under).
 */
export function createAiPort(config: Config, vision: VisionPort): AiPort {
  const replicate = config.ai.replicate
  if (config.ai.provider === 'replicate' && replicate?.owner) {
    return createReplicateAdapter({ token: replicate.token, owner: replicate.owner })
  }
  return createLocalAiAdapter(vision)
}
