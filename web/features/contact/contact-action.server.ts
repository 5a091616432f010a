import { ContactInput } from '../../../contract/contact.ts'
import { formAction, parseFields } from '../../lib/form-action.server.ts'

type ActionArgs = Parameters<typeof formAction>[0]

/** The contact form's post (with or without the page's script): stored and mailed, as through the API. */
export function contactAction(args: ActionArgs) {
  return formAction(args, async ({ ctx, fields }) => {
    await ctx.services.contact.submit(parseFields(ContactInput, fields), ctx.lang)
    return { sent: true as const }
  })
}
