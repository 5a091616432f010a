import i18next from 'i18next'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { loadCatalogs } from '../../../server/i18n.ts'
import type { ApiResult } from '../../lib/api.ts'
import { type FieldErrors, type FormEffects, type FormOptions, submitForm } from './use-form.ts'

const i18n = i18next.createInstance()
await i18n.init({ lng: 'en', resources: { en: { translation: loadCatalogs().en } }, nsSeparator: false })
const t = i18n.t.bind(i18n)

const Schema = z.object({
  email: z.string().trim().min(1, 'validation.required'),
  name: z.string().max(5),
})

/** A stand-in for the <form>: only the values are read (through `read`). */
const form = {} as HTMLFormElement

function run(values: Record<string, string>, options: Partial<FormOptions<typeof Schema, { id: number }>> = {}) {
  const calls: { errors: FieldErrors[]; busy: boolean[]; focus: [FieldErrors, string | undefined][] } = {
    errors: [],
    busy: [],
    focus: [],
  }
  const effects: FormEffects = {
    setErrors: (e) => calls.errors.push(e),
    setBusy: (b) => calls.busy.push(b),
    focus: (e, field) => calls.focus.push([e, field]),
  }
  const send = vi.fn(
    async (_data: unknown, _form: HTMLFormElement): Promise<ApiResult<{ id: number }>> => ({ ok: true, status: 200, data: { id: 1 } }),
  )
  const done = submitForm({ schema: Schema, read: () => values, send, ...options }, form, t, effects)
  return { done, calls, send }
}

describe('the form hook', () => {
  it('shows translated schema messages, focuses the first and sends nothing', async () => {
    const { done, calls, send } = run({ email: ' ', name: 'far too long' })
    expect(await done).toBe(false)
    expect(send).not.toHaveBeenCalled()
    expect(calls.errors).toEqual([{ email: 'This field is required.', name: 'This value is not valid.' }])
    expect(calls.focus).toEqual([[calls.errors[0], undefined]])
  })

  it('sends the parsed input and clears the messages on success', async () => {
    const onSuccess = vi.fn()
    const { done, calls, send } = run({ email: ' a@b.c ', name: 'Mia' }, { onSuccess })
    expect(await done).toBe(true)
    expect(send).toHaveBeenCalledWith({ email: 'a@b.c', name: 'Mia' }, form)
    expect(onSuccess).toHaveBeenCalledWith({ id: 1 }, form)
    expect(calls.errors).toEqual([{}])
    expect(calls.busy).toEqual([true, false])
  })

  it('stays busy while the page is being left', async () => {
    const { done, calls } = run({ email: 'a@b.c', name: 'Mia' }, { onSuccess: () => 'navigating' })
    await done
    expect(calls.busy).toEqual([true])
  })

  it("shows the server's field messages and focuses the field its code names", async () => {
    const onFailure = vi.fn()
    const { done, calls } = run(
      { email: 'a@b.c', name: 'Mia' },
      {
        send: async () => ({
          ok: false,
          status: 409,
          error: { error: 'Taken', code: 'EMAIL_TAKEN', details: [{ field: 'email', key: 'auth.email_taken', message: 'Taken' }] },
        }),
        codeFields: { EMAIL_TAKEN: 'email' },
        onFailure,
      },
    )
    expect(await done).toBe(false)
    expect(calls.errors.at(-1)).toEqual({ email: 'Taken' })
    expect(calls.focus).toEqual([[{ email: 'Taken' }, 'email']])
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ code: 'EMAIL_TAKEN' }), 409)
    expect(calls.busy).toEqual([true, false])
  })

  it('adds checks the schema cannot express, and lets the form hide field messages', async () => {
    const check = (errors: FieldErrors) => ({ ...errors, name: 'Mismatch' })
    const first = run({ email: 'a@b.c', name: 'Mia' }, { check })
    expect(await first.done).toBe(false)
    expect(first.calls.errors).toEqual([{ name: 'Mismatch' }])

    const hidden = run({ email: '', name: 'Mia' }, { onInvalid: () => false })
    expect(await hidden.done).toBe(false)
    expect(hidden.calls.errors).toEqual([{}])
    expect(hidden.calls.focus).toEqual([])
  })
})
