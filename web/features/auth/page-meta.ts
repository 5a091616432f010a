import type { MetaDescriptor } from 'react-router'
import { namespaceFromMatches } from '../../i18n/route-translations.ts'
import { pageMeta } from '../../seo.ts'

type MetaArgs = Parameters<typeof pageMeta>[0]

/**
 * Page meta from `<namespace>.meta`, or from `<namespace>.<section>.meta` when several pages share
 * a namespace (register / register-success, the two reset pages). Pages behind a login, and links
 * that carry a token or an email, are kept out of search engines with `noindex`.
 */
export function accountMeta(args: MetaArgs, namespace: string, options: { section?: string; noindex?: boolean } = {}): MetaDescriptor[] {
  const { section, noindex = false } = options
  const catalog = namespaceFromMatches(args.matches, namespace) as
    | Record<string, { meta?: { title: string; description: string } }>
    | undefined
  const override = section ? catalog?.[section]?.meta : undefined
  const meta = pageMeta(args, namespace, override)
  return noindex ? [...meta, { name: 'robots', content: 'noindex' }] : meta
}
