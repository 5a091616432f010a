import type { Language } from '../../../contract/language.ts'
import type { UsersService } from '../users/users.service.ts'

/**
 * A visitor's language choice. The cookie is the route's part; a signed-in account also keeps the
 * choice, so its mails and notifications follow the language picked on the site with or without
 * JavaScript (the page's own switch calls `POST /api/users/language` for the same).
 */
export function createPreferencesService({ users }: { users: Pick<UsersService, 'setLanguage'> }) {
  return {
    async chooseLanguage(account: { id: string } | null, language: Language) {
      if (account) await users.setLanguage(account.id, language, undefined, { chosen: true })
    },
  }
}

export type PreferencesService = ReturnType<typeof createPreferencesService>
