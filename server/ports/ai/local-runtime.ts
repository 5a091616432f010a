import { createRequire } from 'node:module'
import { VISION_WORKER_FILE } from './local-vision.ts'
import type { VisionPort } from './vision.port.ts'

/**
 * The local studio's machine-learning packages: `peerDependencies`, installed by default and left
 * out by `npm ci --omit=peer` (decision 0062). onnxruntime-node comes with the background remover.
 */
export const LOCAL_AI_PACKAGES = [
  '@tensorflow/tfjs',
  '@tensorflow/tfjs-backend-wasm',
  '@vladmandic/face-api',
  '@imgly/background-removal-node',
]

/** Finds a package's entry the way the vision process will load it; throws when it is not there. */
export type ResolvePackage = (name: string) => unknown

/**
 * The packages that cannot be found, resolved from the vision process's own file; empty when the
 * local studio can run. Called once per app, never per request.
 */
export function missingLocalAiPackages(resolve: ResolvePackage = createRequire(VISION_WORKER_FILE).resolve): string[] {
  return LOCAL_AI_PACKAGES.filter((name) => {
    try {
      resolve(name)
      return false
    } catch {
      return true
    }
  })
}

/** Stands in for the local models when their packages are missing: every call says which. */
export function createMissingVision(missing: string[]): VisionPort {
  const fail = async (): Promise<never> => {
    throw new Error(`the local studio's packages are not installed: ${missing.join(', ')}`)
  }
  return { countFaces: fail, cutout: fail }
}
