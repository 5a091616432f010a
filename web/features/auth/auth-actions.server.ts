import { redirect } from 'react-router'
import { LoginInput } from '../../../contract/auth.ts'
import { formAction, parseFields } from '../../lib/form-action.server.ts'

type ActionArgs = Parameters<typeof formAction>[0]

/**
 * Sign-in from the login form (a plain post, before or without the page's script): the session
 * cookies, then the account's home (admins → /admin, creators → /dashboard) with a full page load.
 */
export function loginAction(args: ActionArgs) {
  return formAction(args, async ({ ctx, form, fields }) => {
    const input = parseFields(LoginInput, fields)
    // The language the holder uses the site in, as the login API takes it.
    const result = await ctx.services.auth.login(input, {
      ip: form.ip,
      lang: form.namedLanguage ? ctx.lang : undefined,
      langChosen: form.chosenLanguage,
    })
    form.startSession({ token: result.token, role: result.user.role })
    return redirect(result.user.role === 'admin' ? '/admin' : '/dashboard', 303)
  })
}
