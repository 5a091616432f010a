import { z } from 'zod'
import { CAMPAIGN_CTA_TEXT_MAX, CAMPAIGN_DESCRIPTION_MAX, CAMPAIGN_TITLE_MAX } from './campaign-rules.ts'
import { endpoint } from './endpoint.ts'
import { MAX_URL_LENGTH } from './limits.ts'
import { safeHttpUrl } from './links.ts'
import { isSingleLine, NOT_SINGLE_LINE_KEY, storableText } from './text.ts'

/**
 * Daily campaigns (issue #15): a creator's one-a-day popup on their page. AI plan only, checked
 * again in the service. The calls are `campaignsApi` below, with the popup's CTA redirect.
 */

// The limits and time rules have no zod in them, so public pages can import them alone.
export * from './campaign-rules.ts'

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.too_long')
    .refine((v) => storableText(v) === v, 'validation.invalid_characters')

const optionalText = (max: number, options: { singleLine?: boolean } = {}) =>
  text(max)
    .refine((v) => !options.singleLine || isSingleLine(v), NOT_SINGLE_LINE_KEY)
    .nullish()
    .transform((v) => v || null)

/**
 * Create fields. `image_url` is in the spec's API; public pages never load images from other
 * sites, so any value is refused (a non-http one as an invalid URL, an http(s) one with
 * CAMPAIGN_IMAGE_URL by the service): the image is sent as a file.
 */
export const CampaignInput = z
  .object({
    title: text(CAMPAIGN_TITLE_MAX).refine(isSingleLine, NOT_SINGLE_LINE_KEY).pipe(z.string().min(1, 'validation.required')),
    description: optionalText(CAMPAIGN_DESCRIPTION_MAX),
    image_url: z
      .string()
      .trim()
      .max(MAX_URL_LENGTH, 'validation.too_long')
      .refine((v) => v === '' || safeHttpUrl(v) !== null, 'errors.campaigns.url_invalid')
      .nullish()
      .transform((v) => v || null),
    cta_text: optionalText(CAMPAIGN_CTA_TEXT_MAX, { singleLine: true }),
    cta_link: z
      .string()
      .trim()
      .max(MAX_URL_LENGTH, 'validation.too_long')
      .refine((v) => v === '' || safeHttpUrl(v) !== null, 'errors.campaigns.url_invalid')
      .nullish()
      .transform((v) => (v ? (safeHttpUrl(v) as string) : null)),
  })
  .superRefine((v, ctx) => {
    if (v.cta_text && !v.cta_link) ctx.addIssue({ code: 'custom', path: ['cta_link'], message: 'errors.campaigns.cta_link_required' })
  })
export type CampaignInput = z.output<typeof CampaignInput>
export type CampaignFormValues = z.input<typeof CampaignInput>

export const CheckToday = z.object({
  alreadyCreated: z.boolean(),
  /** When the current day ends (ISO), so the form can say when the next campaign is possible. */
  dayEndsAt: z.string(),
})
export type CheckToday = z.output<typeof CheckToday>

/** A campaign as the creator and visitors see it (spec §3 names). */
export const CampaignJson = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** Our own stored, re-encoded copy of the uploaded image, or null. */
  image_url: z.string().nullable(),
  cta_text: z.string().nullable(),
  /** The click-counting redirect (`/go/c/{id}`), never the raw destination; null without a link. */
  cta_link: z.string().nullable(),
  created_at: z.string(),
})
export type CampaignJson = z.output<typeof CampaignJson>

export const ActiveCampaign = z.object({ campaign: CampaignJson.nullable() })
export type ActiveCampaign = z.output<typeof ActiveCampaign>

export const CampaignIdParams = z.object({ id: z.string().max(100) })
export const CampaignUsernameParams = z.object({ username: z.string().max(100) })

const CREATE_DESCRIPTION = [
  "Creates today's campaign (one per creator per UTC day; a second one, also a concurrent one, is 409).",
  'Send JSON with the fields, or multipart/form-data with the same fields and the image as an `image` file:',
  'the file goes through the upload pipeline (type sniffed, re-encoded, metadata stripped) and is served from this site.',
  '`image_url` is accepted for compatibility but must be empty: public pages never load images from other sites,',
  'so an http(s) URL is refused with 400 CAMPAIGN_IMAGE_URL ("upload the image as a file") and any other value with 400.',
].join(' ')

export const campaignsApi = {
  checkToday: endpoint({
    method: 'GET',
    path: '/api/campaigns/check-today',
    access: 'ai',
    tag: 'campaigns',
    summary: 'Whether today\'s campaign exists, and when "today" ends (00:00 UTC)',
    response: CheckToday,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/campaigns/create',
    access: 'ai',
    tag: 'campaigns',
    summary: "Create today's campaign",
    description: CREATE_DESCRIPTION,
    form: { fields: CampaignInput, files: ['image'] },
    response: CampaignJson,
    status: 201,
  }),
  active: endpoint({
    method: 'GET',
    path: '/api/campaigns/active/:username',
    access: 'public',
    tag: 'campaigns',
    summary: "A creator's popup campaign (under 2 days old), or { campaign: null }",
    params: CampaignUsernameParams,
    response: ActiveCampaign,
  }),
  click: endpoint({
    method: 'POST',
    path: '/api/campaigns/click/:id',
    access: 'public',
    tag: 'campaigns',
    summary: 'Count a CTA click (204 also when not counted)',
    params: CampaignIdParams,
    response: null,
    status: 204,
  }),
  /** Not an API call (left out of the API document): the popup's CTA. Counts, then 302 to the stored link. */
  follow: endpoint({
    method: 'GET',
    path: '/go/c/:id',
    access: 'public',
    tag: 'campaigns',
    summary: "A campaign's call to action: counts the click, then on to its link",
    params: CampaignIdParams,
    response: null,
    status: 302,
    hidden: true,
  }),
}
