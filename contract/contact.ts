import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { MAX_EMAIL_LENGTH } from './limits.ts'
import { isSingleLine, NOT_SINGLE_LINE_KEY } from './text.ts'

export const CONTACT_ROLES = ['Brand', 'Influencer', 'Press'] as const
export const CONTACT_LIMITS = { fullName: 100, email: MAX_EMAIL_LENGTH, subject: 200, message: 5000 } as const

const text = (max: number) => z.string().trim().min(1, 'validation.required').max(max, 'validation.too_long')

/** One schema for the contact form: the API validates with it and the form shows its messages. */
export const ContactInput = z.object({
  fullName: text(CONTACT_LIMITS.fullName).refine(isSingleLine, NOT_SINGLE_LINE_KEY),
  email: z.string().trim().min(1, 'validation.required').max(CONTACT_LIMITS.email, 'validation.too_long').pipe(z.email('validation.email')),
  role: z
    .union([z.enum(CONTACT_ROLES), z.literal('')])
    .optional()
    .transform((v) => (v ? v : undefined)),
  subject: text(CONTACT_LIMITS.subject).refine(isSingleLine, NOT_SINGLE_LINE_KEY),
  message: text(CONTACT_LIMITS.message),
})

export type ContactInput = z.input<typeof ContactInput>
export type ContactMessage = z.output<typeof ContactInput>

export const ContactSent = z.object({ message: z.string() })

export const contactApi = {
  send: endpoint({
    method: 'POST',
    path: '/api/contact',
    access: 'public',
    tag: 'contact',
    summary: 'Send a message to the Looktag team',
    body: ContactInput,
    response: ContactSent,
    status: 201,
  }),
}
