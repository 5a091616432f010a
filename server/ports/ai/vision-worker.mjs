// The local studio's models, in their own process: tfjs' wasm kernels and the background remover's
// pre- and post-processing are synchronous JavaScript that would otherwise stall every request of
// the server for seconds, and ending the process is what gives their memory back when idle. Plain
// JavaScript, so it starts the same under tsx, vitest and node. IPC messages (structured clone):
// { id, op: 'faces' | 'cutout', photo } → { id, result } | { id, error }.
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'

const require = createRequire(import.meta.url)
// A nice value for the whole process (onnxruntime's pool uses every core): requests and other jobs
// of the server come first.
try {
  os.setPriority(10)
} catch {}
/** Detection runs on at most this many pixels a side: faces of a portrait stay large enough. */
const DETECT_SIZE = 640
/** The segmentation model's own input is 1024 px; a larger photo only costs decoding time. */
const SEGMENT_SIZE = 1024
/** Below this score a "face" is usually a pattern on clothes or a background poster. */
const MIN_FACE_SCORE = 0.5

let faces
let segmenter

/** face-api (SSD MobileNet v1) on tfjs' wasm backend, its weights read from the package's model/. */
function loadFaces() {
  faces ??= (async () => {
    const tf = require('@tensorflow/tfjs')
    // Registers the wasm backend; in Node it reads its .wasm file next to the module.
    require('@tensorflow/tfjs-backend-wasm')
    const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js')
    await tf.setBackend('wasm')
    await tf.ready()
    const modelDir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model')
    await faceapi.nets.ssdMobilenetv1.loadFromDisk(modelDir)
    return { faceapi, tf }
  })()
  return faces
}

async function countFaces(photo) {
  const { faceapi, tf } = await loadFaces()
  const { data, info } = await sharp(photo)
    .rotate()
    .resize({ width: DETECT_SIZE, height: DETECT_SIZE, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const tensor = tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], 'int32')
  try {
    const found = await faceapi.detectAllFaces(tensor, new faceapi.SsdMobilenetv1Options({ minConfidence: MIN_FACE_SCORE }))
    return found.length
  } finally {
    tensor.dispose()
  }
}

/** @imgly/background-removal-node's "small" model (44 MB, inside the package). */
async function cutout(photo) {
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
  return new Uint8Array(await blob.arrayBuffer())
}

/** One photo at a time: each op already uses every core, and parallel sessions only add memory. */
let queue = Promise.resolve()

process.on('message', ({ id, op, photo }) => {
  queue = queue.then(async () => {
    // Over IPC the photo arrives as a Uint8Array.
    const input = Buffer.from(photo.buffer, photo.byteOffset, photo.byteLength)
    try {
      const result = op === 'faces' ? await countFaces(input) : await cutout(input)
      process.send?.({ id, result })
    } catch (error) {
      process.send?.({ id, error: error instanceof Error ? error.message : String(error) })
    }
  })
})
// The server went away (exit, crash, kill -9): nothing is left to answer.
process.on('disconnect', () => process.exit(0))
