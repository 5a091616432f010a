import { LegalDocument } from '../features/legal/legal-document.tsx'
import { legalLoader, legalMeta } from '../features/legal/legal-route.ts'
import { cookiePolicy } from '../features/legal/texts/cookie-policy.ts'
import type { Route } from './+types/cookie-policy'

export const loader = legalLoader(cookiePolicy)
export const meta = legalMeta

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalDocument doc={loaderData.doc} lang={loaderData.lang} />
}
