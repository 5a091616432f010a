import { z } from 'zod'
import { MAX_EMAIL_LENGTH, MAX_URL_LENGTH } from './limits.ts'
import { normalizeSocialLink, type SocialNetwork } from './social-links.ts'

export const LAYOUT_STYLES = ['fashion', 'business'] as const
export type LayoutStyle = (typeof LAYOUT_STYLES)[number]

/**
 * Social links are free text (spec): a handle or a link, normalized to the network's profile URL
 * (`normalizeSocialLink`), so only safe https URLs are stored. A missing field is left unchanged
 * (the dashboard saves the public email and the links separately); empty or null clears it.
 */
const socialLink = (network: SocialNetwork) =>
  z
    .string()
    .trim()
    .max(MAX_URL_LENGTH, { message: 'validation.too_long', abort: true })
    .transform((value, ctx) => {
      const normalized = normalizeSocialLink(network, value)
      if (normalized === null) ctx.addIssue({ code: 'custom', message: `social.invalid.${network}` })
      return normalized ?? ''
    })
    .nullish()

export const SocialLinksInput = z.object({
  instagram: socialLink('instagram'),
  facebook: socialLink('facebook'),
  tiktok: socialLink('tiktok'),
  public_email: z
    .string()
    .trim()
    .max(MAX_EMAIL_LENGTH, 'validation.too_long')
    .pipe(z.union([z.literal(''), z.email('validation.email')]))
    .nullish(),
})

export const SocialLinks = z.object({
  instagram: z.string(),
  facebook: z.string(),
  tiktok: z.string(),
  public_email: z.string(),
})

export const LayoutStyleInput = z.object({ layoutStyle: z.enum(LAYOUT_STYLES, 'validation.invalid') })

export type SocialLinksInput = z.output<typeof SocialLinksInput>
export type SocialLinks = z.output<typeof SocialLinks>
