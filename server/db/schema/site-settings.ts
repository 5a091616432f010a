import { sql } from 'drizzle-orm'
import { boolean, check, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core'
import { updatedAt } from './common.ts'
import { users } from './users.ts'

/**
 * The operator's identity, imprint and marketing figures (contract/site-settings.ts) as one
 * document in a single row; no row means the neutral defaults. The content is validated by the
 * contract's schema before it is written and again when it is read.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: boolean('id').primaryKey().default(true),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    updatedAt: updatedAt(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('site_settings_single_row', sql`${t.id}`)],
)
