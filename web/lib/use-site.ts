import { useRouteLoaderData } from 'react-router'
import { NEUTRAL_SITE_SETTINGS } from '../../contract/site-defaults.ts'
import type { SiteSettings } from '../../contract/site-settings.ts'
import type { RootData } from '../root.tsx'

/** The operator's platform settings (name, imprint, figures), as the root loader read them. */
export function useSite(): SiteSettings {
  const root = useRouteLoaderData('root') as RootData | undefined
  return root?.site ?? NEUTRAL_SITE_SETTINGS
}

/** Public addresses of the operator's logo and favicon (null: the default). */
export function useBrand(): { logo: string | null; favicon: string | null } {
  const root = useRouteLoaderData('root') as RootData | undefined
  return root?.brand ?? { logo: null, favicon: null }
}
