/**
 * Which releases running processes use (decision 0074). A server or worker running from a release
 * keeps a marker file in its folder, `.in-use-<host>-<pid>`, touched on every heartbeat, and a row
 * in `instance_releases`; a build keeps every release with a recent heartbeat of either kind. The
 * files are enough on one machine; the rows cover machines that share the build folder. Plain
 * JavaScript: the build (scripts/build.mjs) runs without a compiler.
 */
import { existsSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import path from 'node:path'

/** How often a running process renews its heartbeat (marker file and row). */
export const HEARTBEAT_MS = 30_000
/** A heartbeat younger than this marks a live process: several missed heartbeats before a release may go. */
export const LIVE_WINDOW_MS = 5 * 60_000

const PREFIX = '.in-use-'

/** The marker file of this process (or of `host`/`pid`) in a release folder. */
export function markerPath(releaseDir, host = hostname(), pid = process.pid) {
  return path.join(releaseDir, `${PREFIX}${host.replace(/[^\w.-]/g, '_')}-${pid}`)
}

/** Creates or renews this process's marker; false when the release folder is gone. */
export function touchMarker(releaseDir, now = new Date()) {
  if (!existsSync(releaseDir)) return false
  const file = markerPath(releaseDir)
  try {
    utimesSync(file, now, now)
  } catch {
    writeFileSync(file, `${JSON.stringify({ host: hostname(), pid: process.pid, startedAt: now.toISOString() })}\n`)
  }
  return true
}

export function removeMarker(releaseDir) {
  rmSync(markerPath(releaseDir), { force: true })
}

/** Names of the releases under `releasesDir` with a marker renewed within LIVE_WINDOW_MS of `now`. */
export function releasesWithLiveMarkers(releasesDir, now = Date.now()) {
  const live = new Set()
  if (!existsSync(releasesDir)) return live
  for (const name of readdirSync(releasesDir)) {
    let entries
    try {
      entries = readdirSync(path.join(releasesDir, name))
    } catch {
      continue
    }
    for (const entry of entries) {
      if (!entry.startsWith(PREFIX)) continue
      try {
        if (now - statSync(path.join(releasesDir, name, entry)).mtimeMs < LIVE_WINDOW_MS) live.add(name)
      } catch {
        // Removed by its process while we looked: that process has stopped.
      }
    }
  }
  return live
}
