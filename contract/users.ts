import { z } from 'zod'
import { CurrentUser, ProfileUpdate } from './auth.ts'
import { endpoint } from './endpoint.ts'
import { LANGUAGES } from './language.ts'
import { LAYOUT_STYLES, LayoutStyleInput, SocialLinks, SocialLinksInput } from './social.ts'

/** The signed-in account's own settings: profile, social links, page layout, language. */

export const SocialLinksSaved = SocialLinks.extend({ message: z.string() })
export const LayoutStyleSaved = z.object({ layout_style: z.enum(LAYOUT_STYLES), message: z.string() })
export const LanguageInput = z.object({ language: z.enum(LANGUAGES, 'validation.invalid') })

export const usersApi = {
  me: endpoint({
    method: 'GET',
    path: '/api/users/me',
    access: 'user',
    tag: 'users',
    summary: 'The signed-in account',
    response: CurrentUser,
  }),
  updateProfile: endpoint({
    method: 'POST',
    path: '/api/users/updateProfile',
    access: 'user',
    tag: 'users',
    summary: 'Update profile settings (multipart: text fields and an optional `photo` file)',
    description:
      'Only the fields sent change. A field left out keeps its stored value; an optional field sent empty ' +
      '(specialization, introduction, country, gender, birthdate, phone) is cleared. username and pageName ' +
      'may be left out but not sent empty. birthdate is YYYY-MM-DD, at least 13 and at most 120 years ago.',
    form: { fields: ProfileUpdate, files: ['photo'] },
    response: CurrentUser,
  }),
  socialLinks: endpoint({
    method: 'GET',
    path: '/api/users/socialLinks',
    access: 'user',
    tag: 'users',
    summary: 'My social links and public email',
    response: SocialLinks,
  }),
  updateSocialLinks: endpoint({
    method: 'POST',
    path: '/api/users/updateSocialLinks',
    access: 'user',
    tag: 'users',
    summary: 'Save my social links and public email (empty clears)',
    body: SocialLinksInput,
    response: SocialLinksSaved,
  }),
  updateLayoutStyle: endpoint({
    method: 'POST',
    path: '/api/users/updateLayoutStyle',
    access: 'user',
    tag: 'users',
    summary: 'Choose the public page layout (business is final)',
    body: LayoutStyleInput,
    response: LayoutStyleSaved,
  }),
  language: endpoint({
    method: 'POST',
    path: '/api/users/language',
    access: 'user',
    tag: 'users',
    summary: 'The language mails and notifications to the signed-in account are written in',
    body: LanguageInput,
    response: z.null(),
    status: 204,
  }),
}
