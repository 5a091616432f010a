import { redirect } from 'react-router'
import { formAction } from '../lib/form-action.server.ts'
import type { Route } from './+types/logout'

/**
 * Ends this session and clears its cookies, then goes to /login (303: the browser loads it with
 * GET), so a plain form post signs out before and without the page's script.
 */
export function action(args: Route.ActionArgs) {
  return formAction(args, async ({ ctx, form }) => {
    await ctx.services.auth.logout(form.sessionToken ?? undefined)
    form.endSession()
    return redirect('/login', 303)
  })
}

/** Nothing to show: an address typed by hand leads to the sign-in page. */
export function loader() {
  return redirect('/login')
}
