import type { Language } from '../../contract/language.ts'
import { usersApi } from '../../contract/users.ts'
import { call } from '../lib/api.ts'

/**
 * Keeps a signed-in account's mails and notifications in the language it picked. Its own chunk,
 * loaded when such an account switches: the API client and the users' schemas stay out of the
 * public pages' JavaScript.
 */
export function saveAccountLanguage(language: Language) {
  return call(usersApi.language, { body: { language } })
}
