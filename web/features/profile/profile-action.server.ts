import { AVATAR_MAX_BYTES, ProfileUpdate } from '../../../contract/auth.ts'
import type { FormPost } from '../../context.ts'
import { formAction, parseFields } from '../../lib/form-action.server.ts'
import { requireUser } from '../../lib/guards.ts'

type ActionArgs = Parameters<typeof formAction>[0]

/** What a saved profile post answers: the page says so and, once its script runs, goes on to the dashboard. */
export interface ProfileSaved {
  saved: true
}

/**
 * The profile form posted as it is (multipart, with or without a new photo), before the page's
 * script runs or without it: signed in first (a visitor goes to /login), then the same service
 * call as PUT /api/users/profile.
 */
export function profileAction(args: ActionArgs) {
  return formAction(args, async ({ ctx, form, fields }): Promise<ProfileSaved> => {
    const session = requireUser(args.context, { redirectTo: '/login' })
    const upload = form.upload
    if (upload?.error) throw asPhotoRefusal(form, upload.error)
    if (upload?.tooLarge) throw asPhotoRefusal(form, { code: 'PAYLOAD_TOO_LARGE' })
    const input = parseFields(ProfileUpdate, fields)
    const read = upload?.files[0]
    await ctx.services.users.updateProfile(session, input, read ? await read() : undefined)
    return { saved: true }
  })
}

/** A photo over the size limit, in the words the form uses when it is chosen. */
function asPhotoRefusal(form: FormPost, error: unknown) {
  if ((error as { code?: unknown }).code !== 'PAYLOAD_TOO_LARGE') return error
  return form.refusal('PAYLOAD_TOO_LARGE', [
    { field: 'photo', key: 'profile.photo.too_large', params: { max: AVATAR_MAX_BYTES / 1024 / 1024 } },
  ])
}
