import { ReportInput } from '../../../contract/moderation-api.ts'
import { formAction, parseFields } from '../../lib/form-action.server.ts'

type ActionArgs = Parameters<typeof formAction>[0]

/**
 * The report form's post (before or without the page's script): the same service call as
 * POST /api/reports. A look's form may name one of its tag links instead (`target` = tag id).
 */
export function reportAction(args: ActionArgs) {
  return formAction(args, async ({ ctx, fields }) => {
    const target = fields.target && fields.target !== 'item' ? { item_kind: 'tag_link', item_id: fields.target } : {}
    const input = parseFields(ReportInput, {
      item_kind: fields.item_kind ?? '',
      item_id: fields.item_id ?? '',
      ...target,
      category: fields.category ?? '',
      explanation: fields.explanation ?? '',
      // Unticked boxes are not sent at all: read as false, so the schema names the missing statement.
      threat_to_life: fields.threat_to_life === 'on',
      good_faith: fields.good_faith === 'on',
      name: fields.name ?? '',
      email: fields.email ?? '',
    } as never)
    const { status } = await ctx.services.reports.file(ctx.user, input, ctx.lang)
    return { filed: status }
  })
}

/** The confirm page's button: the notice counts from now. */
export function confirmReportAction(args: ActionArgs, token: string) {
  return formAction(args, async ({ ctx }) => {
    await ctx.services.reports.confirm(token)
    return { confirmed: true as const }
  })
}
