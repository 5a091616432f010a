import type { ContactMessage } from '../../../contract/contact.ts'
import type { Language } from '../../../contract/language.ts'
import type { Database } from '../../db/client.ts'
import type { Translate } from '../../i18n.ts'
import type { Mailer } from '../mail/mailer.ts'
import type { createContactRepository } from './contact.repository.ts'

interface ContactDeps {
  db: Database
  repo: ReturnType<typeof createContactRepository>
  mailer: Mailer
  translator: (lang: Language) => Translate
  /** The operator's address (CONTACT_TO or the platform settings); '' while there is none. */
  operatorEmail: () => Promise<string>
}

export function createContactService({ db, repo, mailer, translator, operatorEmail }: ContactDeps) {
  return {
    /** Stores the message and enqueues the operator's mail in one transaction: both happen or neither. */
    async submit(input: ContactMessage, lang: Language) {
      const t = translator('en')
      const to = await operatorEmail()
      await db.transaction(async (tx) => {
        const { id } = await repo.insert(tx, { ...input, language: lang })
        // Without an address the message is only stored (the admin's setup checklist asks for one).
        if (!to) return
        await mailer.send(
          {
            to,
            kind: 'contact',
            replyTo: input.email,
            subject: t('email.contact.subject', { subject: input.subject }),
            text: t('email.contact.body', {
              fullName: input.fullName,
              email: input.email,
              role: input.role ?? '—',
              language: lang,
              subject: input.subject,
              message: input.message,
              id,
            }),
          },
          { tx },
        )
      })
    },
  }
}

export type ContactService = ReturnType<typeof createContactService>
