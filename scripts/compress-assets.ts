/**
 * After `react-router build`: writes .br and .gz next to each text asset, so the server sends
 * compressed hashed assets without compressing them again on every request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const dir = path.resolve(process.env.BUILD_DIR ?? 'build', 'client')
let count = 0
function walk(folder: string) {
  for (const name of readdirSync(folder)) {
    const file = path.join(folder, name)
    if (statSync(file).isDirectory()) walk(file)
    else if (/\.(js|css|svg|json|txt|xml|html|woff)$/.test(name)) {
      const data = readFileSync(file)
      if (data.length < 1024) continue
      writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }))
      count++
    }
  }
}
walk(dir)
console.log(`compressed ${count} assets in ${dir}`)
