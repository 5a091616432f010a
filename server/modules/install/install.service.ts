import type { Language } from '../../../contract/language.ts'
import type { Translate } from '../../i18n.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import type { SiteService } from '../site/site.service.ts'
import { createAppIcons, type IconName, iconVersion } from './app-icons.ts'
import { webManifest } from './manifest.ts'
import { offlinePage } from './offline-page.ts'
import { serviceWorkerScript } from './service-worker.ts'

/** The installable app: manifest, icons, service worker and offline page, all from the platform settings. */
export function createInstallService(deps: { site: Pick<SiteService, 'settings' | 'onChange'>; storage: Pick<StoragePort, 'get'> }) {
  const icons = createAppIcons(deps.storage)
  deps.site.onChange(icons.clear)
  // The worker changes only with the code (and so with the offline page's shape): computed once.
  const worker = serviceWorkerScript(offlinePage('en', (key) => key, '#000000'))

  const source = async () => {
    const { identity } = await deps.site.settings()
    return { favicon: identity.favicon, brandColor: identity.brandColor, name: identity.name }
  }

  return {
    async manifest(lang: Language, t: Translate) {
      const { name, brandColor, favicon } = await source()
      return webManifest({
        name,
        brandColor,
        lang,
        iconVersion: iconVersion({ favicon, brandColor }),
        description: t('install.manifest.description'),
      })
    },
    async icon(name: IconName) {
      return icons.icon(await source(), name)
    },
    serviceWorker: () => worker,
    async offlinePage(lang: Language, t: Translate) {
      return offlinePage(lang, t, (await source()).brandColor)
    },
  }
}

export type InstallService = ReturnType<typeof createInstallService>
