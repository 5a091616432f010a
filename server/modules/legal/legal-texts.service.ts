import { legalFromMarkdown } from '../../../content/legal/legal-markdown.ts'
import { type OperatorFacts, operatorFacts } from '../../../content/legal/legal-placeholders.ts'
import type { LegalDocument } from '../../../content/legal/legal-types.ts'
import { SHIPPED_EFFECTIVE_DATES, SHIPPED_LEGAL_TEXTS, shippedMarkdown } from '../../../content/legal/shipped-texts.ts'
import { issueDetail } from '../../../contract/errors.ts'
import { LANGUAGES, type Language } from '../../../contract/language.ts'
import {
  LEGAL_TEXT_KINDS,
  LegalTextInput,
  type LegalTextKind,
  type LegalTextsView,
  type LegalTextVersion,
} from '../../../contract/legal-texts.ts'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { CacheRegistry } from '../../lib/cache.ts'
import type { AuditRecorder } from '../audit/audit.service.ts'
import type { PlanPricesService } from '../billing/plan-prices.service.ts'
import type { SiteService } from '../site/site.service.ts'
import type { Actor } from '../users/users.service.ts'
import { createLegalTextsRepository, type LegalTextsRepository } from './legal-texts.repository.ts'

interface LegalTextsDeps {
  db: Database
  audit: AuditRecorder
  /** A saved change is announced like the site settings' (one channel, every instance). */
  site: Pick<SiteService, 'changed' | 'settings'>
  /** The prices the terms quote (`{price.basic.monthly}` …). */
  planPrices: Pick<PlanPricesService, 'prices'>
  caches: CacheRegistry
  repo?: LegalTextsRepository
}

/** One kind's text in force: version 0 is the shipped text. */
interface InForce {
  version: number
  effectiveDate: string
  content: Record<Language, string>
}

const shipped = (kind: LegalTextKind): InForce => ({
  version: 0,
  effectiveDate: SHIPPED_EFFECTIVE_DATES[kind],
  content: Object.fromEntries(LANGUAGES.map((lang) => [lang, shippedMarkdown(kind, lang)])) as Record<Language, string>,
})

/**
 * The privacy policy, terms of use and cookie policy in force (kept in memory until a change
 * arrives from any instance) and the admin's edits. Each save that changes a text is a new version;
 * earlier versions stay, and an account's accepted terms version points at one of them.
 */
export function createLegalTextsService(deps: LegalTextsDeps) {
  const { db, audit, site, planPrices, caches } = deps
  const repo = deps.repo ?? createLegalTextsRepository()
  // Few: three kinds in three languages per version in force.
  const documents = caches.cache<LegalDocument>('legal-documents', ['site'], { max: 64 })
  const texts = caches.loadOnce('legal-texts', ['site'], async (): Promise<Record<LegalTextKind, InForce>> => {
    const texts = Object.fromEntries(LEGAL_TEXT_KINDS.map((kind) => [kind, shipped(kind)])) as Record<LegalTextKind, InForce>
    for (const row of await repo.latest(db)) {
      texts[row.kind] = { version: row.version, effectiveDate: row.effectiveDate, content: row.content }
    }
    return texts
  })
  const inForce = texts.get
  // One object until the settings or prices change: the terms PDF is cached per facts object.
  const facts = caches.loadOnce('legal-facts', ['site'], async (): Promise<OperatorFacts> => {
    const [settings, prices] = await Promise.all([site.settings(), planPrices.prices()])
    return Object.freeze(operatorFacts(settings, prices))
  })

  function assertAdmin(actor: Actor) {
    if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
  }

  async function view(actor: Actor): Promise<LegalTextsView> {
    assertAdmin(actor)
    const texts = await inForce()
    const result: LegalTextsView['texts'] = []
    for (const kind of LEGAL_TEXT_KINDS) {
      const saved = await repo.versions(db, kind)
      const versions: LegalTextVersion[] = [
        { version: 0, effectiveDate: SHIPPED_EFFECTIVE_DATES[kind], savedAt: null },
        ...saved.map((v) => ({ version: v.version, effectiveDate: v.effectiveDate, savedAt: v.createdAt.toISOString() })),
      ]
      result.push({ kind, ...texts[kind], versions })
    }
    return { texts: result }
  }

  return {
    view,

    /** What the placeholders of every text stand for now: the platform settings and plan prices in force. */
    facts: facts.get,

    /** The text in force as a document the page and the PDF render (one object per version, for their caches). */
    async document(kind: LegalTextKind, lang: Language): Promise<LegalDocument> {
      const text = (await inForce())[kind]
      return documents.getOrLoad(`${kind}:${lang}:${text.version}`, () => {
        const base = SHIPPED_LEGAL_TEXTS[kind][lang]
        return text.version === 0
          ? base
          : legalFromMarkdown(text.content[lang], {
              title: base.title,
              effectiveLabel: base.effectiveLabel,
              effectiveDate: text.effectiveDate,
            })
      })
    },

    /** The terms of use version in force (0: the shipped text), recorded when an account accepts them. */
    async termsVersion(): Promise<number> {
      return (await inForce()).terms.version
    },

    async update(actor: Actor, kind: LegalTextKind, input: unknown): Promise<LegalTextsView> {
      assertAdmin(actor)
      const parsed = LegalTextInput.safeParse(input)
      if (!parsed.success) throw new AppError('VALIDATION_FAILED', parsed.error.issues.map(issueDetail))
      const next = parsed.data
      const now = (await inForce())[kind]
      const unchanged =
        now.effectiveDate === next.effectiveDate && LANGUAGES.every((lang) => now.content[lang].trim() === next.content[lang])
      if (unchanged) return view(actor)
      await db.transaction(async (tx) => {
        const row = await repo.insertNext(tx, kind, { ...next, createdBy: actor.id })
        await audit.record(tx, {
          actorId: actor.id,
          action: 'settings.legal_text',
          details: { kind, version: row.version, effective_date: row.effectiveDate },
        })
        await repo.notifyChanged(tx)
      })
      // This instance drops its copies at once; the others when the notification arrives.
      site.changed()
      return view(actor)
    },
  }
}

export type LegalTextsService = ReturnType<typeof createLegalTextsService>
