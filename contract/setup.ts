import { z } from 'zod'
import { Email, Password } from './auth.ts'
import { endpoint } from './endpoint.ts'

/**
 * First start of a production instance: the one-time link that creates the first admin
 * (`/setup/<token>`), and the admin's setup checklist until the essentials are done.
 */

export const FIRST_ADMIN_TOKEN_LENGTH = 43

/** How long a setup link works after it was issued; the next start after that issues a new one. */
export const SETUP_LINK_VALID_HOURS = 24

/** What a setup link is worth: the form, or the reason it is refused. */
export type SetupLinkState = 'open' | 'expired' | 'invalid'

export const FirstAdminInput = z.object({
  token: z.string().min(1).max(200),
  email: Email,
  password: Password,
})
export type FirstAdminInput = z.input<typeof FirstAdminInput>

export const SETUP_ITEMS = ['imprint', 'legal', 'mail', 'payments', 'https', 'creator'] as const
export type SetupItem = (typeof SETUP_ITEMS)[number]

/** The deploy guide: what the server's environment sets (mail, payments, the public address). */
export const OPERATIONS_GUIDE_URL = 'https://github.com/looktag/looktag/blob/main/docs/operations.md'

/** Where each item is done: a page of the app, or the guide for what the server's environment sets. */
export const SETUP_ITEM_LINKS: Record<SetupItem, string> = {
  imprint: '/admin?tab=platform',
  legal: '/admin?tab=legal',
  mail: '/admin?tab=mail',
  payments: '/admin?tab=subscriptions',
  https: OPERATIONS_GUIDE_URL,
  creator: '/admin?tab=influencers',
}

export const SetupChecklist = z.object({
  items: z.array(z.object({ id: z.enum(SETUP_ITEMS), done: z.boolean(), href: z.string() })),
  /** Every essential is done: the checklist is no longer shown. */
  complete: z.boolean(),
})
export type SetupChecklist = z.output<typeof SetupChecklist>

/** The token first, so a request without the link learns nothing about the rest of its body. */
export const FirstAdminBody = z.looseObject({ token: z.string().max(200).optional() })
export const FirstAdminCreated = z.object({ email: z.string() })

export const setupApi = {
  firstAdmin: endpoint({
    method: 'POST',
    path: '/api/setup/first-admin',
    access: 'public',
    tag: 'setup',
    summary: "Create the first admin with the one-time link printed at a production instance's first start",
    body: FirstAdminBody,
    response: FirstAdminCreated,
    status: 201,
  }),
  checklist: endpoint({
    method: 'GET',
    path: '/api/admin/setup-checklist',
    access: 'admin',
    tag: 'admin',
    summary: 'What a production instance still needs',
    response: SetupChecklist,
  }),
}
