import { z } from 'zod'
import { endpoint } from './endpoint.ts'

/**
 * The dashboard stats card. "Outfits uploaded" is `outfitsUploaded` (every image the creator has,
 * expired ones too); `outfitsTagged` (the spec's field) counts those with at least one shopping
 * tag. `reset_at` is when the creator last reset the counters (the reset leaves both image counts).
 */
export const Stats = z.object({
  outfitsUploaded: z.number().int(),
  outfitsTagged: z.number().int(),
  clicks: z.number().int(),
  shares: z.number().int(),
  campaign_clicks: z.number().int(),
  reset_at: z.string().nullable(),
})

export type Stats = z.output<typeof Stats>

export const statsApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/stats',
    access: 'user',
    tag: 'stats',
    summary: "The signed-in creator's stats card",
    response: Stats,
  }),
  reset: endpoint({
    method: 'POST',
    path: '/api/stats/reset',
    access: 'user',
    tag: 'stats',
    summary: 'Reset clicks, shares and campaign clicks to 0 (event history is kept)',
    response: Stats,
  }),
}
