import { useRouteLoaderData } from 'react-router'
import { NEUTRAL_SITE_SETTINGS, type SiteSettings } from '../../contract/site-settings.ts'
import type { RootData } from '../root.tsx'

/** The operator's platform settings (name, imprint, figures), as the root loader read them. */
export function useSite(): SiteSettings {
  const root = useRouteLoaderData('root') as RootData | undefined
  return root?.site ?? NEUTRAL_SITE_SETTINGS
}
