import { redirect } from 'react-router'
import { TraderInput } from '../../../contract/traders.ts'
import { formAction, parseFields } from '../../lib/form-action.server.ts'

type ActionArgs = Parameters<typeof formAction>[0]

/**
 * The trader details form (/shop/trader), before or without the page's script: the same service
 * call as `PUT /api/shop/trader`, then back to My Shop, which says they are saved.
 */
export function saveTraderAction(args: ActionArgs) {
  return formAction(args, async ({ ctx, fields }) => {
    const actor = ctx.user
    if (!actor) throw redirect('/login', 303)
    // An unticked box is not sent at all: read as false, so the schema names the missing certification.
    const input = parseFields(TraderInput, { ...fields, self_certified: fields.self_certified === 'on' } as never)
    await ctx.services.traders.save(actor, input)
    return redirect('/shop?trader=saved', 303)
  })
}
