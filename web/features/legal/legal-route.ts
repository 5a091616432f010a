import type { LoaderFunctionArgs, MetaArgs } from 'react-router'
import { fillPlaceholders, type OperatorFacts } from '../../../content/legal/legal-placeholders.ts'
import { type Lang, type LegalDocument, sectionBlocks } from '../../../content/legal/legal-types.ts'
import type { LegalTextKind } from '../../../contract/legal-texts.ts'
import type { SiteSettings } from '../../../contract/site-settings.ts'
import { getRequestContext } from '../../context.ts'
import { routeTranslations } from '../../i18n/route-translations.ts'
import { pageMeta } from '../../seo.ts'

/** A legal text the admin edits (its version in force), or documents built from the settings. */
type Documents = LegalTextKind | ((settings: SiteSettings) => Record<Lang, LegalDocument>)

/**
 * Loader for a legal page: only the visitor's language travels to the browser (the texts stay on
 * the server and out of the client bundle), with the operator's facts from the platform settings and prices.
 */
export function legalLoader(documents: Documents) {
  return async ({ context }: LoaderFunctionArgs) => {
    const { lang, services } = getRequestContext(context)
    const doc =
      typeof documents === 'function'
        ? documents(await services.site.settings())[lang]
        : await services.legalTexts.document(documents, lang)
    return { doc, lang, facts: await services.legalTexts.facts(), i18n: routeTranslations(context, ['legal']) }
  }
}

export function legalMeta(args: MetaArgs) {
  const data = args.loaderData as { doc: LegalDocument; lang: Lang; facts: OperatorFacts } | undefined
  const doc = data?.doc
  const first = doc?.sections[0] ? sectionBlocks(doc.sections[0])[0] : undefined
  const text = doc?.intro?.[0] ?? (first?.kind === 'paragraph' ? first.text : '')
  const description = data ? fillPlaceholders(text, data.facts, data.lang) : ''
  return pageMeta(args, 'legal', { title: doc?.title, description: description.slice(0, 160) })
}
