import type { DecisionOutcome } from '../../../contract/moderation.ts'
import { EEA_COUNTRIES } from '../../../contract/moderation.ts'
import { createImage } from '../../../tests/factories/images.ts'
import type { TestApp } from '../../../tests/fixtures/test-app.ts'
import { moderationDecisions, noticeGroups, notices, restrictions } from '../../db/schema/index.ts'

import { uniqueEmail } from '../followers/followers-test-helpers.ts'

export { capturingMail, freshAddress, mailTo, uniqueEmail } from '../followers/followers-test-helpers.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * A look of `creator`, reported by `notifier` and decided by `reviewer` with `outcome`, written
 * straight into the tables as the moderation service would, then followed up as every decision
 * is (statements, mails, misuse counts).
 */
export async function decidedNotice(
  t: TestApp,
  input: {
    creator: { id: string; username: string }
    reviewer: { id: string; username: string }
    outcome: DecisionOutcome
    notifier?: string
    notifierLanguage?: 'en' | 'de' | 'ar'
    daysAgo?: number
  },
) {
  const image = await createImage(t.db, input.creator.id)
  const decidedAt = new Date(Date.now() - (input.daysAgo ?? 0) * DAY_MS)
  const itemUrl = `${t.config.publicUrl}/${input.creator.username}?look=${image.id}`
  const [group] = await t.db
    .insert(noticeGroups)
    .values({
      itemKind: 'look',
      itemId: image.id,
      creatorId: input.creator.id,
      creatorUsername: input.creator.username,
      status: 'decided',
      noticeCount: 1,
      decidedAt,
    })
    .returning()
  const [notice] = await t.db
    .insert(notices)
    .values({
      groupId: group.id,
      itemKind: 'look',
      itemId: image.id,
      creatorId: input.creator.id,
      itemUrl,
      category: 'intellectual_property',
      explanation: 'This is my own photo, posted without my permission.',
      goodFaith: true,
      reporterEmail: input.notifier ?? uniqueEmail('someone'),
      reporterName: 'Rita Reporter',
      language: input.notifierLanguage ?? 'en',
      status: 'decided',
      confirmedAt: decidedAt,
      createdAt: new Date(decidedAt.getTime() - DAY_MS),
    })
    .returning()
  const [decision] = await t.db
    .insert(moderationDecisions)
    .values({
      groupId: group.id,
      source: 'notice',
      itemKind: 'look',
      itemId: image.id,
      creatorId: input.creator.id,
      creatorUsername: input.creator.username,
      outcome: input.outcome,
      category: 'intellectual_property',
      ground: 'law',
      groundReference: 'UrhG § 15',
      groundExplanation: 'The photo belongs to the notifier, who did not license it.',
      facts: 'The notifier showed the original file with its camera data.',
      territorialScope: [...EEA_COUNTRIES],
      reviewerId: input.reviewer.id,
      reviewerUsername: input.reviewer.username,
      decidedAt,
    })
    .returning()
  if (input.outcome === 'restrict' || input.outcome === 'remove') {
    await t.db.insert(restrictions).values({
      decisionId: decision.id,
      kind: 'item',
      itemKind: 'look',
      itemId: image.id,
      creatorId: input.creator.id,
      startsAt: decidedAt,
    })
  }
  await t.db.transaction((tx) => t.app.services.appeals.afterDecision(tx, decision.id))
  return { image, group, notice, decision }
}

/** The signed complaint link's token in a notifier's outcome mail. */
export const appealTokenIn = (text: string) => text.match(/\/appeals\/([\w.-]+)\?/)?.[1] ?? ''
