import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestApp } from '../../tests/fixtures/test-app.ts'

// Every route the app registers, seen from the moment Fastify is created.
const registered = vi.hoisted(() => [] as RouteOptions[])
vi.mock('./platform.ts', async (importOriginal) => {
  const platform = await importOriginal<typeof import('./platform.ts')>()
  return {
    ...platform,
    createFastify: (...args: Parameters<typeof platform.createFastify>) => {
      const app = platform.createFastify(...args)
      app.addHook('onRoute', (route) => void registered.push(route))
      return app
    },
  }
})

/**
 * Routes that are not calls of the app's interface, by path (`prefix`: everything under it), each
 * with why it has no declaration in contract/. The pages and the build's static files are not
 * registered in tests (WEB_MODE=none): server/plugins/web.ts serves them, with the SSR catch-all.
 */
const UNDECLARED = [
  { path: '/api/*', why: 'the fallback that answers ROUTE_NOT_FOUND for any other /api address (server/app.ts)' },
  { path: '/api/docs', prefix: true, why: 'the API document and its browser, added by @fastify/swagger-ui' },
  { path: '/uploads/*', why: 'stored images, served as files (server/plugins/uploads.ts)' },
  { path: '/dev/demo-shop/', prefix: true, why: "a pretend shop for the demo tags' links, outside production (link-health/demo-shop.ts)" },
]

const keyOf = (route: RouteOptions) => `${[route.method].flat().join(',')} ${route.url}`

const exceptionFor = (route: RouteOptions) =>
  UNDECLARED.find(({ path, prefix }) => (prefix ? route.url.startsWith(path) : route.url === path))

describe('routes and the contract', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('registers every route from a declaration in contract/ (route()), but for the listed exceptions', () => {
    // HEAD twins of GET routes are added by Fastify with the GET route's options.
    const own = registered.filter(
      (route) => route.method !== 'HEAD' || !registered.some((get) => get.method === 'GET' && get.url === route.url),
    )
    expect(own.length).toBeGreaterThan(100)
    const undeclared = own.filter((route) => !route.config?.endpoint && !exceptionFor(route)).map(keyOf)
    expect(undeclared).toEqual([])
  })

  it('registers each route where its declaration says', () => {
    for (const route of registered.filter((r) => r.config?.endpoint)) {
      const endpoint = route.config!.endpoint!
      expect([endpoint.method, 'HEAD']).toContain(route.method)
      expect(route.url).toBe(endpoint.path)
    }
  })

  it('lists only exceptions that still exist', () => {
    for (const exception of UNDECLARED)
      expect(
        registered.some((route) => exceptionFor(route) === exception),
        exception.path,
      ).toBe(true)
  })
})
