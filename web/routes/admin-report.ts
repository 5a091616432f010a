import { redirect } from 'react-router'
import { DecisionInput, DecisionParams } from '../../contract/moderation-api.ts'
import { formAction, parseFields } from '../lib/form-action.server.ts'
import type { Route } from './+types/admin-report'

/**
 * Only an action: the admin's Reports tab posts a decision here (the same service call as
 * `POST /api/admin/reports/:id/decision`) and is shown again with what happened.
 */
export async function action(args: Route.ActionArgs) {
  const answer = await formAction(args, async ({ ctx, fields }) => {
    const actor = ctx.user
    if (actor?.role !== 'admin') throw redirect('/login', 303)
    const { id } = DecisionParams.parse(args.params)
    const input = parseFields(DecisionInput, { ...fields, duration_days: fields.duration_days || null } as never)
    const decision = await ctx.services.moderation.decide(actor, id, input)
    return redirect(`/admin?${new URLSearchParams({ tab: 'reports', done: decision.outcome })}`, 303)
  })
  if (answer instanceof Response) return answer
  // A refusal goes back to the tab, which shows the reason in the admin's language.
  const failure = (answer as { data?: { failure?: { error?: string } } }).data?.failure
  return redirect(`/admin?${new URLSearchParams({ tab: 'reports', failed: failure?.error || '1' })}`, 303)
}

export const loader = () => redirect('/admin?tab=reports')
