import type { LoaderFunctionArgs, MetaArgs } from 'react-router'
import { fillPlaceholders, type OperatorFacts, operatorFacts } from '../../../content/legal/legal-placeholders.ts'
import type { Lang, LegalDocument } from '../../../content/legal/legal-types.ts'
import type { SiteSettings } from '../../../contract/site-settings.ts'
import { getRequestContext } from '../../context.ts'
import { routeTranslations } from '../../i18n/route-translations.ts'
import { pageMeta } from '../../seo.ts'

type Documents = Record<Lang, LegalDocument> | ((settings: SiteSettings) => Record<Lang, LegalDocument>)

/**
 * Loader for a legal page: only the visitor's language travels to the browser (the texts stay on
 * the server and out of the client bundle), with the operator's facts from the platform settings.
 */
export function legalLoader(documents: Documents) {
  return async ({ context }: LoaderFunctionArgs) => {
    const { lang, services } = getRequestContext(context)
    const settings = await services.site.settings()
    const docs = typeof documents === 'function' ? documents(settings) : documents
    return { doc: docs[lang], lang, facts: operatorFacts(settings), i18n: routeTranslations(context, ['legal']) }
  }
}

export function legalMeta(args: MetaArgs) {
  const data = args.loaderData as { doc: LegalDocument; lang: Lang; facts: OperatorFacts } | undefined
  const doc = data?.doc
  const text = doc?.intro?.[0] ?? doc?.sections[0]?.paragraphs?.[0] ?? ''
  const description = data ? fillPlaceholders(text, data.facts, data.lang) : ''
  return pageMeta(args, 'legal', { title: doc?.title, description: description.slice(0, 160) })
}
