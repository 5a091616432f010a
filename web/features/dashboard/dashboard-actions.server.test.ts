import { RouterContextProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { ZodError } from 'zod'
import { type FormPost, type RequestContext, requestContext } from '../../context.ts'
import { dashboardAction } from './dashboard-actions.server.ts'

const creator = { id: 'u1', role: 'user', planType: 'basic' }

/** A form post to /dashboard with fake services; schema refusals answered the way the server does (field → key). */
function post(fields: Record<string, string>, user: unknown = creator) {
  const services = {
    users: { updateSocialLinks: vi.fn(async () => ({})), updateLayoutStyle: vi.fn(async () => ({ layout_style: 'business' })) },
    badges: { submit: vi.fn(async () => ({})) },
    images: { setPinned: vi.fn(async () => ({})), setPremium: vi.fn(async () => ({})), delete: vi.fn(async () => {}) },
  }
  const form = {
    failure: (error: unknown) =>
      error instanceof ZodError
        ? {
            status: 400,
            error: 'invalid',
            code: 'VALIDATION_FAILED',
            fieldErrors: Object.fromEntries(error.issues.map((i) => [i.path.join('.'), i.message])),
          }
        : null,
  } as unknown as FormPost
  const context = new RouterContextProvider()
  context.set(requestContext, { user, services, form, lang: 'en' } as unknown as RequestContext)
  const request = new Request('http://localhost/dashboard', { method: 'POST', body: new URLSearchParams(fields) })
  return { services, answer: dashboardAction({ request, context }) }
}

describe('the dashboard action', () => {
  it('saves only the fields the posted form holds, through the users service', async () => {
    const { services, answer } = post({ intent: 'social', instagram: '@anna.m', facebook: '', tiktok: '' })
    expect(await answer).toEqual({ saved: 'social' })
    expect(services.users.updateSocialLinks).toHaveBeenCalledWith(creator, {
      instagram: 'https://www.instagram.com/anna.m',
      facebook: '',
      tiktok: '',
    })
  })

  it('sends the layout and the badge request to their services', async () => {
    const layout = post({ intent: 'layout', layoutStyle: 'business' })
    expect(await layout.answer).toEqual({ saved: 'layout' })
    expect(layout.services.users.updateLayoutStyle).toHaveBeenCalledWith(creator, 'business')
    const badge = post({ intent: 'badge', storyUrl: 'https://www.instagram.com/p/x' })
    expect(await badge.answer).toEqual({ saved: 'badge' })
    expect(badge.services.badges.submit).toHaveBeenCalledWith(creator, 'https://www.instagram.com/p/x')
  })

  it('pins, marks and deletes a look through the images service; a delete without script asks first', async () => {
    const id = '0b5c2c4e-9a8f-4a57-9d53-2f4f3c6b9a10'
    const pin = post({ intent: 'image-pin', id, value: 'true' })
    expect(((await pin.answer) as Response).headers.get('location')).toBe(`/dashboard#look-${id}`)
    expect(pin.services.images.setPinned).toHaveBeenCalledWith(creator, id, true)
    const premium = post({ intent: 'image-premium', id, value: 'false' })
    await premium.answer
    expect(premium.services.images.setPremium).toHaveBeenCalledWith(creator, id, false)
    const ask = post({ intent: 'image-delete', id })
    expect(await ask.answer).toEqual({ confirmDelete: id })
    expect(ask.services.images.delete).not.toHaveBeenCalled()
    const sure = post({ intent: 'image-delete', id, confirmed: '1' })
    expect(((await sure.answer) as Response).headers.get('location')).toBe('/dashboard#drafts')
    expect(sure.services.images.delete).toHaveBeenCalledWith(creator, id)
    const unknown = post({ intent: 'image-pin', id: 'not-an-id', value: 'true' })
    await unknown.answer
    expect(unknown.services.images.setPinned).not.toHaveBeenCalled()
  })

  it('refuses a bad post URL in the form with what was typed, and calls nothing', async () => {
    const { services, answer } = post({ intent: 'badge', storyUrl: 'not a link' })
    const refused = (await answer) as unknown as {
      data: { failure: { fieldErrors: Record<string, string>; values: Record<string, string> } }
    }
    expect(refused.data.failure.fieldErrors.storyUrl).toBe('badges.url_invalid')
    expect(refused.data.failure.values).toEqual({ intent: 'badge', storyUrl: 'not a link' })
    expect(services.badges.submit).not.toHaveBeenCalled()
  })

  it('sends a visitor to /login before reading the form', async () => {
    const { services, answer } = post({ intent: 'layout', layoutStyle: 'business' }, null)
    const redirect = await answer.catch((thrown: Response) => thrown)
    expect((redirect as Response).headers.get('location')).toBe('/login')
    expect(services.users.updateLayoutStyle).not.toHaveBeenCalled()
  })
})
