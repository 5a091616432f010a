const r0 = process.memoryUsage().rss
const sharp = (await import('sharp')).default
if (process.env.NOCACHE) sharp.cache(false)
if (process.env.CONC) sharp.concurrency(Number(process.env.CONC))
await import('../../server/db/client.ts')
const { storeImageVariants, sniffImage } = await import('../../server/modules/images/image-variants.ts')
const r1 = process.memoryUsage().rss
const { readFileSync } = await import('node:fs')
const photo = readFileSync('/tmp/bench-photo.jpg')
const mem = { kind: 'disk' as const, put: async () => {}, get: async () => null, delete: async () => {}, url: (k: string) => k }
let peak = 0
const iv = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss) }, 2)
const times: number[] = []
for (let i = 0; i < 8; i++) { const s = performance.now(); await sniffImage(photo); await storeImageVariants(mem, photo, 'x'); times.push(Math.round(performance.now() - s)) }
for (let i = 0; i < 4; i++) await Promise.all([storeImageVariants(mem, photo, 'x'), storeImageVariants(mem, photo, 'x')])
clearInterval(iv)
const mb = (b: number) => Math.round(b / 1048576)
console.log(process.env.NOCACHE ? 'nocache' : 'cache', process.env.CONC ?? '', 'start', mb(r0), 'imports', mb(r1), 'peak', mb(peak), 'maxRSS', Math.round(process.resourceUsage().maxRSS / 1024), times.join(' '))
