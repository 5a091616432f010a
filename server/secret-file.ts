import { randomBytes } from 'node:crypto'
import { chmodSync, linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * A random secret kept in `file` (mode 0600: only the app's user may read it), made on the first
 * call and the same on every later one, also across restarts. It is written to a temporary file
 * and linked into place, so when two processes (web and worker) start together one wins and the
 * other reads the whole secret, never a half-written one.
 */
export function readOrCreateSecret(file: string) {
  mkdirSync(path.dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  writeFileSync(temporary, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' })
  try {
    linkSync(temporary, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    rmSync(temporary, { force: true })
  }
  // A copy restored from a backup may have come back readable by others: tighten it again.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600)
  const secret = readFileSync(file, 'utf8').trim()
  if (secret.length < 32) throw new Error(`${file} holds no usable secret (at least 32 characters); delete it to get a new one`)
  return secret
}
