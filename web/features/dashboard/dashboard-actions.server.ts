import { redirect } from 'react-router'
import { StorySubmit } from '../../../contract/badges.ts'
import { ImageIdParams, PinBody, PremiumBody } from '../../../contract/images.ts'
import { LayoutStyleInput, SocialLinksInput } from '../../../contract/social.ts'
import { formAction, parseFields } from '../../lib/form-action.server.ts'
import { requireUser } from '../../lib/guards.ts'
import { uploadLooks } from '../images/upload-action.server.ts'

type ActionArgs = Parameters<typeof formAction>[0]

/** The dashboard's forms that a plain post carries, named by their `intent` field. */
export const DASHBOARD_INTENTS = [
  'public-email',
  'social',
  'layout',
  'badge',
  'image-pin',
  'image-premium',
  'image-delete',
  'upload',
] as const
export type DashboardIntent = (typeof DASHBOARD_INTENTS)[number]

const SOCIAL_FIELDS = ['instagram', 'facebook', 'tiktok', 'public_email'] as const

/**
 * The dashboard's forms (public email, social links, layout style, badge request, a look's pin,
 * premium and delete, the photo upload) post here, with and without the page's script: signed in first (a visitor
 * goes to /login), then the same service call as the API. The answer names the form (`intent`), so only that form says it saved.
 */
export function dashboardAction(args: ActionArgs) {
  return formAction(args, async (scope) => {
    const { ctx, fields } = scope
    const session = requireUser(args.context, { redirectTo: '/login', role: 'user', otherwise: '/admin' })
    const intent = fields.intent as DashboardIntent
    switch (intent) {
      case 'public-email':
      case 'social': {
        // Only the fields this form holds: an omitted one stays as stored (the API's rule).
        const posted = Object.fromEntries(SOCIAL_FIELDS.filter((name) => name in fields).map((name) => [name, fields[name]]))
        await ctx.services.users.updateSocialLinks(session, parseFields(SocialLinksInput, posted))
        return { saved: intent }
      }
      case 'layout':
        await ctx.services.users.updateLayoutStyle(session, parseFields(LayoutStyleInput, fields).layoutStyle)
        return { saved: intent }
      case 'badge':
        await ctx.services.badges.submit(session, parseFields(StorySubmit, fields).storyUrl)
        return { saved: intent }
      case 'image-pin':
      case 'image-premium':
      case 'image-delete': {
        const { id } = parseFields(ImageIdParams, fields)
        const images = ctx.services.images
        if (intent === 'image-pin') await images.setPinned(session, id, PinBody.parse({ pinned: fields.value === 'true' }).pinned)
        else if (intent === 'image-premium')
          await images.setPremium(session, id, PremiumBody.parse({ is_premium: fields.value === 'true' }).is_premium)
        // Without script there is no confirm dialog: the first post asks, the card's second form deletes.
        else if (fields.confirmed !== '1') return { confirmDelete: id }
        else await images.delete(session, id)
        return redirect(intent === 'image-delete' ? '/dashboard#drafts' : `/dashboard#look-${id}`, 303)
      }
      case 'upload':
        return uploadLooks(scope, session)
      default:
        throw new Response(null, { status: 400 })
    }
  })
}
