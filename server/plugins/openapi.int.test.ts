import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../tests/fixtures/test-app.ts'

interface Operation {
  operationId?: string
  security?: Record<string, string[]>[]
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>
}

describe('OpenAPI document', () => {
  let t: TestApp
  let operations: { method: string; path: string; operation: Operation }[]
  let doc: { paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } }
  beforeAll(async () => {
    t = await createTestApp()
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
    )
  })
  afterAll(() => t.close())

  it('names every operation once', () => {
    const ids = operations.map(({ operation }) => operation.operationId)
    expect(ids.length).toBeGreaterThan(100)
    expect(ids.filter((id) => !id)).toEqual([])
    expect(new Set(ids).size).toBe(ids.length)
    expect(doc.paths['/api/users/me']?.get?.operationId).toBe('getUsersMe')
  })

  it('asks for the session on every guarded operation and on no public one', () => {
    const guarded = new Set(t.app.protectedRoutes.map((route) => `${route.method.toLowerCase()} ${route.url.replace(/:(\w+)/g, '{$1}')}`))
    const documented = operations.filter(({ method, path }) => guarded.has(`${method} ${path}`))
    expect(documented.length).toBeGreaterThan(50)
    for (const { operation } of documented) expect(operation.security).toEqual([{ session: [] }, { bearer: [] }])
    expect(doc.paths['/api/users/me']?.get?.security).toEqual([{ session: [] }, { bearer: [] }])
    expect(doc.paths['/api/admin/overview']?.get?.responses['403']).toBeDefined()
    expect(doc.paths['/api/health']?.get?.security).toEqual([])
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['bearer', 'session'])
  })

  it('documents the shared error answer on every operation', () => {
    for (const { operation } of operations) {
      expect(operation.responses['4XX']?.content?.['application/json']?.schema.$ref).toBe('#/components/schemas/Error')
    }
  })

  it('has one path per route, whatever its parameter is called', () => {
    const shapes = Object.keys(doc.paths).map((path) => path.replace(/\{[^}]+\}/g, '{}'))
    expect(new Set(shapes).size).toBe(shapes.length)
  })

  it('describes multipart bodies: their text fields and their files', () => {
    type Body = {
      content: Record<string, { schema: { properties: Record<string, { type?: string; format?: string }>; required?: string[] } }>
    }
    const form = (path: string) =>
      (doc.paths[path]?.post as (Operation & { requestBody?: Body }) | undefined)?.requestBody?.content['multipart/form-data']?.schema
    const upload = form('/api/images/upload')
    expect(upload?.properties.image).toEqual({ type: 'string', format: 'binary' })
    expect(upload?.properties.category?.type).toBe('string')
    expect(upload?.required).toEqual(expect.arrayContaining(['category', 'expiry_date']))
    expect(form('/api/twin/upload')?.properties.images).toEqual({ type: 'string', format: 'binary' })
    expect(form('/api/twin/outfit')?.properties).toHaveProperty('prompt')
  })
})
