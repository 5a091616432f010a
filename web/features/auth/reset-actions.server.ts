import { PasswordResetRequest } from '../../../contract/auth.ts'
import { formAction, parseFields } from '../../lib/form-action.server.ts'
import { ResetPasswordFields } from './reset-password-fields.ts'

type ActionArgs = Parameters<typeof formAction>[0]

/**
 * A reset link asked for from /request-reset (the page's own post once its script runs, or the
 * plain form before and without it): the API's service call, the mail in the page's language
 * unless the account picked one; the answer is the same whether or not the email has an account.
 */
export function requestResetAction(args: ActionArgs) {
  return formAction(args, async ({ ctx, form, fields }) => {
    const { email } = parseFields(PasswordResetRequest, fields)
    await ctx.services.auth.requestPasswordReset(email, { ip: form.ip, lang: form.namedLanguage ? ctx.lang : undefined })
    return { sent: true as const, email }
  })
}

/** The new password from the mailed link's form; the page then says so and goes on to /login. */
export function resetPasswordAction(args: ActionArgs, token: string) {
  return formAction(args, async ({ ctx, fields }) => {
    const { newPassword } = parseFields(ResetPasswordFields, { ...fields, token })
    await ctx.services.auth.resetPassword({ token, newPassword })
    return { reset: true as const }
  })
}
