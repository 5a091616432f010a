import { z } from 'zod'
import { endpoint } from './endpoint.ts'

/** `name.png`; anything else is not one of the share images (404). */
export const OgFileParams = z.object({ file: z.string() })

/** Share-preview images (PNG, 1200 × 630). */
export const ogApi = {
  image: endpoint({
    method: 'GET',
    path: '/og/image/:file',
    access: 'public',
    tag: 'public',
    summary: 'Share image of one photo (PNG, 1200 × 630)',
    params: OgFileParams,
    response: null,
  }),
  creator: endpoint({
    method: 'GET',
    path: '/og/:file',
    access: 'public',
    tag: 'public',
    summary: "Share image of a creator's page (PNG, 1200 × 630)",
    params: OgFileParams,
    response: null,
  }),
}
