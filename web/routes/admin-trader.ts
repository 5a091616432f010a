import { redirect } from 'react-router'
import { TraderDecisionBody, TraderIdParams } from '../../contract/traders.ts'
import { formAction, parseFields } from '../lib/form-action.server.ts'
import type { Route } from './+types/admin-trader'

/**
 * Only an action: the admin's Traders tab posts verify, suspend and reinstate here (the same
 * service call as `POST /api/admin/traders/:userId`) and is shown again with what happened.
 */
export async function action(args: Route.ActionArgs) {
  const answer = await formAction(args, async ({ ctx, fields }) => {
    const actor = ctx.user
    if (actor?.role !== 'admin') throw redirect('/login', 303)
    const { userId } = TraderIdParams.parse(args.params)
    const done = await ctx.services.traders.decide(actor, userId, parseFields(TraderDecisionBody, fields))
    const query = new URLSearchParams({ tab: 'traders', done: fields.action ?? '', who: done.username })
    return redirect(`/admin?${query}`, 303)
  })
  // A refusal goes back to the tab too, which says it failed (the reason field is required in the form).
  return answer instanceof Response ? answer : redirect('/admin?tab=traders&failed=1', 303)
}

export const loader = () => redirect('/admin?tab=traders')
