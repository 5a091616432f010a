import { lazy, Suspense } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderDocument } from './render-document.server.ts'

const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length

function Thrower(): never {
  throw new Error('broken part')
}

const LatePart = lazy(async () => ({ default: () => <p>late part</p> }))
const BrokenPart = lazy(async () => ({ default: Thrower }))
const NeverPart = lazy(() => new Promise<never>(() => {}))

describe('renderDocument', () => {
  it('answers the whole document, lazily loaded parts included, and leaves no timer behind', async () => {
    const before = timers()
    const { html: body, ok } = await renderDocument(
      <main>
        <h1>Page</h1>
        <Suspense fallback={<p>loading</p>}>
          <LatePart />
        </Suspense>
      </main>,
      { timeoutMs: 60_000, onLateError: vi.fn() },
    )
    expect(ok).toBe(true)
    expect(body.toString()).toContain('<h1>Page</h1>')
    expect(body.toString()).toContain('late part')
    expect(body.toString()).not.toContain('loading')
    // A pending abort timer would hold this render (and its HTML) for the whole minute.
    expect(timers()).toBe(before)
  })

  it('reports a part that fails after the shell and answers not ok', async () => {
    const onLateError = vi.fn()
    const { html: body, ok } = await renderDocument(
      <main>
        <Suspense fallback={<p>fallback</p>}>
          <BrokenPart />
        </Suspense>
      </main>,
      { timeoutMs: 60_000, onLateError },
    )
    expect(ok).toBe(false)
    expect(onLateError).toHaveBeenCalledWith(expect.objectContaining({ message: 'broken part' }))
    expect(body.toString()).toContain('fallback')
  })

  it('aborts a part that never arrives once the timeout has passed', async () => {
    // React reports the aborted part on the console as well ("still abortable task").
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { html: body, ok } = await renderDocument(
      <main>
        <Suspense fallback={<p>still loading</p>}>
          <NeverPart />
        </Suspense>
      </main>,
      { timeoutMs: 50, onLateError: vi.fn() },
    )
    expect(ok).toBe(false)
    expect(body.toString()).toContain('still loading')
    consoleError.mockRestore()
  })

  it('rejects when the shell itself fails, without a timer left', async () => {
    const before = timers()
    const onLateError = vi.fn()
    await expect(renderDocument(<Thrower />, { timeoutMs: 60_000, onLateError })).rejects.toThrow('broken part')
    expect(onLateError).not.toHaveBeenCalled()
    expect(timers()).toBe(before)
  })
})
