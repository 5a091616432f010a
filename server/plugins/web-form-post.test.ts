import type { FastifyReply, FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { AppError } from '../errors.ts'
import { formBody, formPost, formPostLimit } from './web-form-post.ts'

const request = (fields: Partial<FastifyRequest>) => ({ ip: '203.0.113.9', cookies: {}, headers: {}, ...fields }) as FastifyRequest
const t = ((key: string, params?: Record<string, unknown>) => `${key}${params ? JSON.stringify(params) : ''}`) as FastifyRequest['t']

describe('form posts to route actions', () => {
  it('count a page and its script-sent data request as one, per address', () => {
    const limit = formPostLimit({ rateLimitMax: 600 })
    expect(limit.keyGenerator(request({ url: '/login' }))).toBe(limit.keyGenerator(request({ url: '/login.data?x=1' })))
    expect(limit.keyGenerator(request({ url: '/login' }))).not.toBe(limit.keyGenerator(request({ url: '/login', ip: '203.0.113.10' })))
    expect(limit.max(request({ url: '/login.data' }))).toBe(20)
    // A creator's follow form takes the follow API's figure; a raised global limit raises it.
    expect(limit.max(request({ url: '/nora/follow' }))).toBe(5)
    expect(formPostLimit({ rateLimitMax: 6000 }).max(request({ url: '/nora/follow' }))).toBe(50)
    // A reset link's page counts as one page whatever its token, with the reset API's figure.
    expect(limit.keyGenerator(request({ url: '/reset-password/abc.data' }))).toBe(
      limit.keyGenerator(request({ url: '/reset-password/xyz' })),
    )
    expect(limit.max(request({ url: '/reset-password/abc' }))).toBe(10)
  })

  it('read urlencoded fields, repeated names kept, and refuse any other body', () => {
    const fields = formBody(
      request({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: { email: 'a@example.com', tag: ['x', 'y'] } }),
    )
    expect(fields.toString()).toBe('email=a%40example.com&tag=x&tag=y')
    expect(() => formBody(request({ headers: { 'content-type': 'application/json' }, body: {} }))).toThrow(AppError)
  })

  it("answer a service's AppError and a schema refusal as the API does, per field; other errors are not theirs", () => {
    const post = formPost(request({ t }), {} as FastifyReply, false)
    expect(post.failure(new AppError('INVALID_CREDENTIALS'))).toEqual({
      status: 401,
      error: 'auth.invalid_credentials',
      code: 'INVALID_CREDENTIALS',
      fieldErrors: {},
    })
    const refused = z.object({ email: z.string().min(1, 'validation.required') }).safeParse({ email: '' })
    expect(post.failure(refused.error)).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      fieldErrors: { email: 'validation.required' },
    })
    expect(post.failure(new Error('database down'))).toBeNull()
  })
})
