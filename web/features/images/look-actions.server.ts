import { redirect } from 'react-router'
import { ImageEditBody } from '../../../contract/images.ts'
import { formAction, parseFields } from '../../lib/form-action.server.ts'
import { requireUser } from '../../lib/guards.ts'

type ActionArgs = Parameters<typeof formAction>[0]

/** The fields of the look's details form; a field the form did not send stays as it is. */
const DETAIL_FIELDS = ['category', 'expiry_date', 'description', 'discount', 'alt_text'] as const

/**
 * A look's details form (`/dashboard/looks/:id`): "Save details" stores them, "Publish" stores
 * them and puts the draft on the public pages (the same service calls as the API). A script's
 * fetcher asks for the look back (`reply=data`); a plain post goes back to the dashboard.
 */
export function lookAction(args: ActionArgs, id: string) {
  return formAction(args, async ({ ctx, fields }) => {
    const session = requireUser(args.context, { redirectTo: '/login', role: 'user', otherwise: '/admin' })
    const sent = Object.fromEntries(DETAIL_FIELDS.filter((name) => name in fields).map((name) => [name, fields[name]]))
    let image = await ctx.services.images.edit(session, id, parseFields(ImageEditBody, sent))
    const intent = fields.intent === 'publish' ? 'publish' : 'details'
    if (intent === 'publish') image = await ctx.services.images.publish(session, id)
    if (fields.reply === 'data') return { image, intent }
    throw redirect(intent === 'publish' ? `/dashboard?published=${id}#look-${id}` : `/dashboard/looks/${id}?saved=1`, 303)
  })
}
