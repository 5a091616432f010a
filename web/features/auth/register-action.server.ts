import { redirect } from 'react-router'
import { RegisterInput } from '../../../contract/auth.ts'
import { formAction, parseFields } from '../../lib/form-action.server.ts'

type ActionArgs = Parameters<typeof formAction>[0]

/**
 * Registration from the register form (the page's own post, before or without its script): the
 * API's service call creates the pending account and the checkout, and the browser goes on to the
 * payment page (303). A refusal ("email taken", a bad promo code) comes back into the form.
 */
export function registerAction(args: ActionArgs) {
  return formAction(args, async ({ ctx, fields }) => {
    // A ticked box posts "true"; an unticked one posts nothing, which the schema names.
    const input = parseFields(RegisterInput, { ...fields, acceptTerms: fields.acceptTerms === 'true' } as never)
    const { url } = await ctx.services.auth.register(input, ctx.lang)
    return redirect(url, 303)
  })
}
