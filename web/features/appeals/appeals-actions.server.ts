import {
  ComplaintIdParams,
  ComplaintInput,
  ComplaintReviewInput,
  CreatorIdParams,
  DecisionIdParams,
  MisuseSuspensionInput,
} from '../../../contract/appeals.ts'
import { formAction, parseFields } from '../../lib/form-action.server.ts'
import { requireUser } from '../../lib/guards.ts'

type ActionArgs = Parameters<typeof formAction>[0]

/** The creator's complaint from /dashboard/moderation: the same service call as POST /api/appeals/:decisionId. */
export function creatorComplaintAction(args: ActionArgs) {
  const user = requireUser(args.context, { redirectTo: '/login', role: 'user', otherwise: '/admin' })
  return formAction(args, async ({ ctx, fields }) => {
    const { decisionId } = parseFields(DecisionIdParams, { decisionId: fields.decision_id ?? '' })
    const input = parseFields(ComplaintInput, { text: fields.text ?? '' })
    await ctx.services.appeals.complain(user, decisionId, input, ctx.lang)
    return { sent: decisionId }
  })
}

/** A notifier's complaint from the signed link's page: as POST /api/appeals/notice/:token. */
export function notifierComplaintAction(args: ActionArgs, token: string) {
  return formAction(args, async ({ ctx, fields }) => {
    const input = parseFields(ComplaintInput, { text: fields.text ?? '' })
    await ctx.services.appeals.complainAsNotifier(token, input, ctx.lang)
    return { sent: 'notice' }
  })
}

/**
 * The forms of /admin/appeals: a complaint's review (as POST /api/admin/appeals/:id/decision) or,
 * with `intent=suspend`, a suspension for misuse (as POST /api/admin/appeals/misuse/:creatorId/suspension).
 */
export function adminAppealsAction(args: ActionArgs) {
  const user = requireUser(args.context, { redirectTo: '/login', role: 'admin', otherwise: '/dashboard' })
  return formAction(args, async ({ ctx, fields }) => {
    if (fields.intent === 'suspend') {
      const { creatorId } = parseFields(CreatorIdParams, { creatorId: fields.creator_id ?? '' })
      const input = parseFields(MisuseSuspensionInput, { duration_days: fields.duration_days ?? '', facts: fields.facts ?? '' } as never)
      await ctx.services.appealsMisuse.suspend(user, creatorId, input)
      return { suspended: creatorId }
    }
    const { id } = parseFields(ComplaintIdParams, { id: fields.complaint_id ?? '' })
    const input = parseFields(ComplaintReviewInput, { outcome: fields.outcome ?? '', explanation: fields.explanation ?? '' } as never)
    await ctx.services.appeals.review(user, id, input)
    return { reviewed: id }
  })
}
