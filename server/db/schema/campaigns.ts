import { sql } from 'drizzle-orm'
import { check, date, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core'
import { CAMPAIGN_CTA_TEXT_MAX, CAMPAIGN_DESCRIPTION_MAX, CAMPAIGN_TITLE_MAX } from '../../../contract/campaigns.ts'
import { MAX_URL_LENGTH } from '../../../contract/limits.ts'
import { createdAt, lengthBetween, maxLength } from './common.ts'
import { users } from './users.ts'

/**
 * A creator's daily popup campaign. `campaign_date` is the UTC calendar day it was created on;
 * the unique (user_id, campaign_date) makes "one per day" hold even under concurrent requests.
 * Visibility (popup under 2 days old, auto-hide after 2 days) is derived from created_at; a job
 * deletes campaigns older than 7 days, so there is no stored hidden/expired state.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    /** Storage key of our re-encoded copy of the uploaded image (never another site's URL). */
    imageUrl: text('image_url'),
    ctaText: text('cta_text'),
    ctaLink: text('cta_link'),
    campaignDate: date('campaign_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('campaigns_user_day_key').on(t.userId, t.campaignDate),
    index('campaigns_created_at_idx').on(t.createdAt),
    check('campaigns_title_length', lengthBetween(t.title, 1, CAMPAIGN_TITLE_MAX)),
    check('campaigns_description_length', maxLength(t.description, CAMPAIGN_DESCRIPTION_MAX)),
    check('campaigns_image_url_length', maxLength(t.imageUrl, MAX_URL_LENGTH)),
    check('campaigns_cta_text_length', maxLength(t.ctaText, CAMPAIGN_CTA_TEXT_MAX)),
    check('campaigns_cta_link_length', maxLength(t.ctaLink, MAX_URL_LENGTH)),
    // Spec: "Please provide a CTA link if button text is filled."
    check('campaigns_cta_link_required', sql`${t.ctaText} is null or ${t.ctaLink} is not null`),
  ],
)

export type Campaign = typeof campaigns.$inferSelect
export type NewCampaign = typeof campaigns.$inferInsert
