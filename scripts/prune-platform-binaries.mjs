/**
 * `postinstall`: removes native binaries built for other systems that packages ship all at once.
 * onnxruntime-node (the AI studio's background removal) carries its library for macOS, Windows and
 * Linux on two architectures each; this machine needs one of them. npm has no
 * setting for files inside a package, so they go after the install. Plain JavaScript, any Node.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'

/** Folders of `<os>/<arch>` binaries, below node_modules. */
const PER_PLATFORM = ['onnxruntime-node/bin/napi-v3']

/** Removes every `<os>/<arch>` folder but this system's; returns what was removed. */
export function prunePlatformBinaries(nodeModules, platform = process.platform, arch = process.arch) {
  const removed = []
  for (const relative of PER_PLATFORM) {
    const root = path.join(nodeModules, relative)
    if (!existsSync(root)) continue
    for (const os of readdirSync(root)) {
      for (const cpu of readdirSync(path.join(root, os))) {
        if (os === platform && cpu === arch) continue
        const dir = path.join(root, os, cpu)
        rmSync(dir, { recursive: true, force: true })
        removed.push(path.relative(nodeModules, dir))
      }
      if (readdirSync(path.join(root, os)).length === 0) rmSync(path.join(root, os), { recursive: true, force: true })
    }
  }
  return removed
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const removed = prunePlatformBinaries(path.resolve(import.meta.dirname, '..', 'node_modules'))
  if (removed.length) console.log(`removed native binaries for other systems: ${removed.join(', ')}`)
}
