import type { LoaderFunctionArgs, MetaArgs } from 'react-router'
import { fillPlaceholders } from '../../../content/legal/legal-placeholders.ts'
import type { Lang, LegalDocument } from '../../../content/legal/legal-types.ts'
import { getRequestContext } from '../../context.ts'
import { routeTranslations } from '../../i18n/route-translations.ts'
import { pageMeta } from '../../seo.ts'

/**
 * Loader for a legal page: only the visitor's language travels to the browser (the texts stay on
 * the server and out of the client bundle).
 */
export function legalLoader(documents: Record<Lang, LegalDocument>) {
  return ({ context }: LoaderFunctionArgs) => {
    const { lang } = getRequestContext(context)
    return { doc: documents[lang], lang, i18n: routeTranslations(context, ['legal']) }
  }
}

export function legalMeta(args: MetaArgs) {
  const data = args.loaderData as { doc: LegalDocument; lang: Lang } | undefined
  const doc = data?.doc
  const description = fillPlaceholders(doc?.intro?.[0] ?? doc?.sections[0]?.paragraphs?.[0] ?? '', data?.lang)
  return pageMeta(args, 'legal', { title: doc?.title, description: description.slice(0, 160) })
}
