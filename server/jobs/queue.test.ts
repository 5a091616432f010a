import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { jobType, runJobs } from './queue.ts'

const job = jobType('test.job', z.object({ id: z.uuid() }))
const ID = '5b0c3f8e-2f43-4d7a-9c1e-3a8e2d4b6c10'

describe('running a job', () => {
  it('hands the handler its parsed payload', async () => {
    const handler = vi.fn(async () => undefined)
    await runJobs({ ...job, handler }, [{ id: 'j1', data: { id: ID, extra: true }, retryCount: 2 }], { error: vi.fn() })
    expect(handler).toHaveBeenCalledWith({ id: ID }, { id: 'j1', retryCount: 2 })
  })

  it('logs and drops a payload its schema refuses, without throwing (so pg-boss does not retry it)', async () => {
    const handler = vi.fn(async () => undefined)
    const error = vi.fn()
    await runJobs(
      { ...job, handler },
      [
        { id: 'bad', data: { id: 'not-a-uuid' } },
        { id: 'good', data: { id: ID } },
      ],
      { error },
    )
    expect(error).toHaveBeenCalledTimes(1)
    expect(error.mock.calls[0]?.[0]).toMatchObject({ job: 'test.job', id: 'bad', issues: [expect.objectContaining({ path: ['id'] })] })
    expect(handler).toHaveBeenCalledTimes(1)
    expect(handler).toHaveBeenCalledWith({ id: ID }, { id: 'good', retryCount: 0 })
  })
})
