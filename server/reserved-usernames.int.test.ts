import { readdirSync } from 'node:fs'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isUsernameAllowed } from '../contract/auth.ts'
import { createTestApp, type TestApp } from '../tests/fixtures/test-app.ts'
import webRoutes from '../web/routes.ts'
import { STATIC_DIRECTORIES, STATIC_FILES } from './plugins/static-paths.ts'

/** First segments of the page routes; `:param` and `*` match anything, so they name nothing. */
function pageSegments(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [...(entry.path ? [entry.path.split('/')[0] ?? ''] : []), ...pageSegments(entry.children ?? [])])
}

/** Full paths of every server route, rebuilt from Fastify's route tree (children continue their parent's path). */
function serverPaths(tree: string): string[] {
  const parents: string[] = []
  return tree.split('\n').flatMap((line) => {
    const match = /^([│ ]*)[├└]── (.+?) \([A-Z, ]+\)$/.exec(line)
    if (!match) return []
    const depth = (match[1]?.length ?? 0) / 4
    const path = (parents[depth - 1] ?? '') + match[2]
    parents[depth] = path
    parents.length = depth + 1
    return [path]
  })
}

const names = (segments: Iterable<string>) =>
  [...new Set(segments)].filter((segment) => segment && !segment.startsWith(':') && segment !== '*').sort()

describe('reserved usernames', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('reserves the first segment of every page route', () => {
    const segments = names(pageSegments(webRoutes))
    expect(segments).toContain('dashboard')
    expect(segments.filter((segment) => isUsernameAllowed(segment))).toEqual([])
  })

  it('reserves the first segment of every server route and static folder', () => {
    const routes = serverPaths(t.app.printRoutes({ commonPrefix: false }))
    const segments = names([
      ...routes.map((path) => path.split('/')[1] ?? ''),
      ...[...STATIC_DIRECTORIES, ...STATIC_FILES].map((path) => path.split('/')[1] ?? ''),
      ...readdirSync(new URL('../web/public', import.meta.url)),
    ])
    expect(segments).toEqual(expect.arrayContaining(['api', 'go', 'og', 'uploads', 'assets', 'images']))
    expect(segments.filter((segment) => isUsernameAllowed(segment))).toEqual([])
  })
})
