import { LegalDocument } from '../features/legal/legal-document.tsx'
import { legalLoader, legalMeta } from '../features/legal/legal-route.ts'
import type { Route } from './+types/cookie-policy'

export const loader = legalLoader('cookies')
export const meta = legalMeta

/** Public and the same for every visitor: served from the server's short-lived HTML cache. */
export const handle = { htmlCache: true }

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalDocument doc={loaderData.doc} lang={loaderData.lang} facts={loaderData.facts} />
}
