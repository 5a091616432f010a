import { describe, expect, it } from 'vitest'
import { coalesceChunks } from './coalesce.ts'

const encoder = new TextEncoder()

async function collect(stream: ReadableStream<Uint8Array>, maxBytes?: number) {
  const writes: string[] = []
  for await (const chunk of coalesceChunks(stream, maxBytes)) writes.push(chunk.toString())
  return writes
}

describe('coalesceChunks', () => {
  it('joins chunks that are ready together into one write, bytes unchanged', async () => {
    const parts = Array.from({ length: 300 }, (_, i) => `<li>${i}</li>`)
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(encoder.encode(part))
        controller.close()
      },
    })
    const writes = await collect(stream)
    expect(writes.join('')).toBe(parts.join(''))
    expect(writes.length).toBe(1)
  })

  it('passes on what it has when the renderer pauses (streaming keeps working)', async () => {
    let release: () => void = () => {}
    const later = new Promise<void>((resolve) => {
      release = resolve
    })
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode('<head>'))
        controller.enqueue(encoder.encode('<body>'))
        await later
        controller.enqueue(encoder.encode('<deferred>'))
        controller.close()
      },
    })
    const writes: string[] = []
    const reading = (async () => {
      for await (const chunk of coalesceChunks(stream)) {
        writes.push(chunk.toString())
        // The shell is out before the deferred part exists.
        if (writes.length === 1) release()
      }
    })()
    await reading
    expect(writes).toEqual(['<head><body>', '<deferred>'])
  })

  it('writes at most maxBytes at a time', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(encoder.encode('x'.repeat(100)))
        controller.close()
      },
    })
    const writes = await collect(stream, 250)
    expect(writes.join('').length).toBe(1000)
    expect(Math.max(...writes.map((w) => w.length))).toBeLessThanOrEqual(300)
    expect(writes.length).toBeGreaterThan(1)
  })
})
