/**
 * Image pipeline benchmark: a 12 MP photo-like JPEG (4000 × 3000 with noise, generated here)
 * uploaded in-process through the images service — sniffing, decode, auto-rotate, AVIF + WebP + JPEG
 * variants, placeholder, disk writes and the database row — first one at a time, then two at once.
 * Prints time per image, throughput and the process's peak RSS (PostgreSQL runs in its own
 * process and is not counted). Uses DATABASE_URL when set, else a throwaway embedded PostgreSQL.
 *
 *   npx tsx scripts/bench/images.ts            # RUNS=8 by default
 *   RUNS=20 npx tsx scripts/bench/images.ts
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { cpus } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { createImagesService } from '../../server/modules/images/images.service.ts'
import { createDiskStorage } from '../../server/ports/storage/disk.adapter.ts'
import { benchDatabase, benchWorkDir } from './in-process-db.ts'

const rssAfterImports = process.memoryUsage().rss
const runs = Number(process.env.RUNS ?? 8)
const work = benchWorkDir('images')

/**
 * The test photo is made in a child process, so generating 12 MP of noise does not inflate this
 * process's memory figures: slightly blurred noise compresses about like a real photo.
 */
function generatePhoto(): Buffer {
  const file = path.join(work, 'photo.jpg')
  const script = `
    const sharp = require('sharp')
    sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#b4785a', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .blur(1.2).jpeg({ quality: 90 }).withExif({ IFD0: { Make: 'BenchCam' } }).toFile(process.argv[1])
  `
  execFileSync(process.execPath, ['-e', script, file], { stdio: 'inherit' })
  return readFileSync(file)
}

let peakRss = 0
const sample = () => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss)
}
const sampler = setInterval(sample, 5)

const bench = await benchDatabase(work)
try {
  const images = createImagesService({ db: bench.db, storage: createDiskStorage({ dir: path.join(work, 'uploads') }) })
  const { actor } = bench
  const fields = { category: 'clothes' as const, expiry_date: new Date().toISOString().slice(0, 10), description: 'bench', discount: null }

  const photo = generatePhoto()
  // Warm-up (libvips start-up, first connection), not counted.
  await images.upload(actor, fields, photo)
  const rssBefore = process.memoryUsage().rss
  peakRss = 0

  const sequential: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await images.upload(actor, fields, photo)
    sequential.push(performance.now() - start)
  }
  const peakSequential = peakRss

  peakRss = 0
  const pairStart = performance.now()
  const pairLatencies: number[] = []
  for (let i = 0; i < runs; i += 2) {
    await Promise.all(
      [0, 1].map(async () => {
        const start = performance.now()
        await images.upload(actor, fields, photo)
        pairLatencies.push(performance.now() - start)
      }),
    )
  }
  const pairSeconds = (performance.now() - pairStart) / 1000
  const peakConcurrent = peakRss
  sample()

  const sorted = [...sequential].sort((a, b) => a - b)
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)
  const ms = (v: number) => Math.round(v)
  console.log(
    `Image pipeline: ${runs} uploads of a 4000×3000 JPEG (${(photo.length / 1024 / 1024).toFixed(1)} MB) on ${cpus().length} cores, sharp ${sharp.versions.sharp} / libvips ${sharp.versions.vips}`,
  )
  console.table({
    sequential: {
      'ms/image (median)': ms(sorted[Math.floor(sorted.length / 2)]),
      'ms/image (max)': ms(sorted.at(-1) ?? 0),
      'images/s': (1000 / (sequential.reduce((a, b) => a + b, 0) / sequential.length)).toFixed(2),
      'peak RSS MB (sampled)': mb(peakSequential),
    },
    '2 concurrent': {
      'ms/image (median)': ms([...pairLatencies].sort((a, b) => a - b)[Math.floor(pairLatencies.length / 2)]),
      'ms/image (max)': ms(Math.max(...pairLatencies)),
      'images/s': (pairLatencies.length / pairSeconds).toFixed(2),
      'peak RSS MB (sampled)': mb(peakConcurrent),
    },
  })
  console.log(
    `RSS after imports (runtime + modules, no image yet): ${mb(rssAfterImports)} MB; after warm-up: ${mb(rssBefore)} MB; MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? 'unset'}; process maxRSS (whole run): ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
  )
} finally {
  clearInterval(sampler)
  await bench.close()
  rmSync(work, { recursive: true, force: true })
}
