/**
 * Instagram import benchmark: a generated data download of POSTS posts (1080 × 1350 JPEG photos
 * like Instagram's, every tenth post a carousel of two, every tenth with a video), imported
 * in-process through the imports service — archive checks, one photo at a time through the image
 * pipeline's pool, draft rows — timed from the form's hand-over to the last draft. Prints the
 * archive's size, the check's time, the import's time, photos per second and the peak RSS.
 * Uses DATABASE_URL when set, else a throwaway embedded PostgreSQL.
 *
 *   npx tsx scripts/bench/instagram-import.ts          # POSTS=200 by default
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { imports } from '../../server/db/schema/index.ts'
import { createImagesService } from '../../server/modules/images/images.service.ts'
import { createImportsService } from '../../server/modules/imports/imports.service.ts'
import { createDiskStorage } from '../../server/ports/storage/disk.adapter.ts'
import { instagramArchive } from '../../tests/fixtures/zip.ts'
import { benchDatabase, benchWorkDir } from './in-process-db.ts'

const posts = Number(process.env.POSTS ?? 200)
const work = benchWorkDir('import')

/** Four different photos made in a child process (so their making does not count in this process's memory). */
function generatePhotos(): Buffer[] {
  const script = `
    const sharp = require('sharp')
    const colours = ['#b4785a', '#5a7ab4', '#7ab45a', '#b45a9a']
    Promise.all(colours.map((background, i) => sharp({ create: { width: 1080, height: 1350, channels: 3, background, noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
      .blur(1.5).jpeg({ quality: 82 }).toFile(process.argv[1] + '/p' + i + '.jpg')))
  `
  execFileSync(process.execPath, ['-e', script, work], { stdio: 'inherit' })
  return [0, 1, 2, 3].map((i) => readFileSync(path.join(work, `p${i}.jpg`)))
}

let peakRss = 0
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss)
}, 10)

const bench = await benchDatabase(work)
try {
  const images = createImagesService({ db: bench.db, storage: createDiskStorage({ dir: path.join(work, 'uploads') }) })
  const service = createImportsService({ db: bench.db, images, translator: () => (key) => key })
  const { actor } = bench

  const photos = generatePhotos()
  const archive = instagramArchive(
    Array.from({ length: posts }, (_, i) => ({
      photos: Array.from({ length: i % 10 === 0 ? 2 : 1 }, (_, k) => ({ name: `${i}-${k}.jpg`, data: photos[(i + k) % photos.length] })),
      caption: `Look ${i} — caf\u00e9 🌞`,
      takenAt: 1_700_000_000 + i * 86_400,
      video: i % 10 === 5,
    })),
  )
  const file = path.join(work, 'instagram.zip')
  writeFileSync(file, archive)
  peakRss = 0

  const start = performance.now()
  const id = await service.start(actor, file, { category: 'clothes' })
  const checked = performance.now()
  await service.settled()
  const end = performance.now()
  const [row] = await bench.db.select().from(imports).where(eq(imports.id, id))
  if (row.status !== 'done') throw new Error(`import ${row.status}: ${row.errorCode} ${row.errorFile}`)
  const seconds = (end - start) / 1000
  console.log(
    `Instagram import: ${posts} posts, ${row.total} photos, ${row.videosSkipped} videos left out; archive ${(archive.length / 1024 / 1024).toFixed(1)} MB; ${cpus().length} cores`,
  )
  console.table({
    import: {
      'check ms': Math.round(checked - start),
      'total s': seconds.toFixed(1),
      'photos/s': (row.total / seconds).toFixed(2),
      'ms/photo': Math.round((end - checked) / row.total),
      'peak RSS MB (sampled)': Math.round(peakRss / 1024 / 1024),
    },
  })
} finally {
  clearInterval(sampler)
  await bench.close()
  rmSync(work, { recursive: true, force: true })
}
