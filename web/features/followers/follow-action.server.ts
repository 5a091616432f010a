import { FollowInput } from '../../../contract/followers.ts'
import { formAction, parseFields } from '../../lib/form-action.server.ts'

type ActionArgs = Parameters<typeof formAction>[0]

/**
 * Follow from the follow page's form (a plain post, before or without the page's script): the
 * same service call as the API, then the page says to check the inbox.
 */
export function followAction(args: ActionArgs, username: string) {
  return formAction(args, async ({ ctx, fields }) => {
    // An unticked box is not sent at all: read as false, so the service's schema names the missing consent.
    const input = parseFields(FollowInput, { email: fields.email ?? '', consent: fields.consent === 'on' } as never)
    await ctx.services.followers.follow(username, input, ctx.lang)
    return { sent: true as const }
  })
}
