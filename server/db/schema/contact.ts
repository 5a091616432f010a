import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { CONTACT_LIMITS, CONTACT_ROLES } from '../../../contract/contact.ts'
import { LANGUAGES } from '../../../contract/language.ts'
import { MAX_EMAIL_LENGTH } from '../../../contract/limits.ts'
import { createdAt, lengthBetween, oneOf } from './common.ts'

/** Messages from the public contact form (also emailed to the operator). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: CONTACT_ROLES }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** Interface language the visitor wrote from. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    check('contact_messages_full_name_length', lengthBetween(t.fullName, 1, CONTACT_LIMITS.fullName)),
    check('contact_messages_email_length', lengthBetween(t.email, 3, MAX_EMAIL_LENGTH)),
    check('contact_messages_role_check', oneOf(t.role, CONTACT_ROLES)),
    check('contact_messages_subject_length', lengthBetween(t.subject, 1, CONTACT_LIMITS.subject)),
    check('contact_messages_message_length', lengthBetween(t.message, 1, CONTACT_LIMITS.message)),
    check('contact_messages_language_check', oneOf(t.language, LANGUAGES)),
  ],
)

export type ContactMessage = typeof contactMessages.$inferSelect
export type NewContactMessage = typeof contactMessages.$inferInsert
