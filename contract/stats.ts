import { z } from 'zod'

/** The dashboard stats card. `reset_at` is when the creator last reset the counters. */
export const Stats = z.object({
  outfitsTagged: z.number().int(),
  clicks: z.number().int(),
  shares: z.number().int(),
  campaign_clicks: z.number().int(),
  reset_at: z.string().nullable(),
})

export type Stats = z.output<typeof Stats>
