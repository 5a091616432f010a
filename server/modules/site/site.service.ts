import { issueDetail } from '../../../contract/errors.ts'
import { NEUTRAL_SITE_SETTINGS } from '../../../contract/site-defaults.ts'
import { SiteSettings, type SiteSettingsInput } from '../../../contract/site-settings.ts'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { CacheRegistry } from '../../lib/cache.ts'
import type { StoragePort } from '../../ports/storage/index.ts'
import type { AuditRecorder } from '../audit/audit.service.ts'
import type { Actor } from '../users/users.service.ts'
import { createSiteRepository, type SiteRepository } from './site.repository.ts'
import { SITE_ASSETS, type SiteAsset, storeSiteAsset } from './site-assets.ts'

export interface SiteDeps {
  db: Database
  audit: AuditRecorder
  storage: StoragePort
  /** CONTACT_TO, when the operator set one. */
  contactTo?: string
  /** A change drops every cache named for 'site' here (the settings, prices and legal texts, the pages). */
  caches: CacheRegistry
  repo?: SiteRepository
}

/** Top-level groups whose changes the audit entry names. */
const GROUPS = ['identity', 'imprint', 'marketing'] as const

/**
 * The operator's settings: read by every page (kept in memory until a change arrives from any
 * instance), edited by admins. A stored document that no longer parses falls back to the
 * neutral defaults group by group, so a bad row never takes the site down.
 */
export function createSiteService(deps: SiteDeps) {
  const { db, audit } = deps
  const repo = deps.repo ?? createSiteRepository()
  const listeners = new Set<() => void>()
  const loadListeners = new Set<(settings: SiteSettings) => void>()
  const inForce = deps.caches.loadOnce('site-settings', ['site'], async () => {
    const value = await load()
    for (const listener of loadListeners) listener(value)
    return Object.freeze(value)
  })

  /** A stored document as settings: each group that no longer parses falls back to the neutral one. */
  function parseStored(stored: unknown): SiteSettings {
    if (!stored || typeof stored !== 'object') return NEUTRAL_SITE_SETTINGS
    const parsed = SiteSettings.safeParse(stored)
    if (parsed.success) return parsed.data
    const merged = { ...NEUTRAL_SITE_SETTINGS } as Record<string, unknown>
    for (const group of GROUPS) {
      const one = SiteSettings.shape[group].safeParse((stored as Record<string, unknown>)[group])
      if (one.success) merged[group] = one.data
    }
    return merged as SiteSettings
  }

  async function load(): Promise<SiteSettings> {
    return parseStored(await repo.read(db))
  }

  /** Writes the next settings in one transaction with the audit entry and the change notice. */
  async function save(actor: Actor, change: (previous: SiteSettings) => SiteSettings): Promise<SiteSettings> {
    let next = NEUTRAL_SITE_SETTINGS
    let previous = NEUTRAL_SITE_SETTINGS
    await db.transaction(async (tx) => {
      previous = parseStored(await repo.readLocked(tx))
      next = change(previous)
      await repo.write(tx, next, actor.id)
      const changed = GROUPS.filter((group) => JSON.stringify(previous[group]) !== JSON.stringify(next[group]))
      await audit.record(tx, { actorId: actor.id, action: 'settings.site', details: { changed } })
      await repo.notifyChanged(tx)
    })
    // This instance drops its copy at once; the others when the notification arrives.
    changed()
    // A replaced logo or favicon: its file goes once nothing points at it.
    for (const asset of SITE_ASSETS) {
      const old = previous.identity[asset]
      if (old && old !== next.identity[asset]) await deps.storage.delete(old).catch(() => undefined)
    }
    return next
  }

  /** The settings in force (shared, frozen: callers never change them). */
  const settings = inForce.get

  /** Another instance (or this one) changed the settings, prices or legal texts: drop what shows them. */
  function changed() {
    deps.caches.drop('site')
    for (const listener of listeners) listener()
    // Read at once when someone needs the values without waiting (the translator's platform name).
    if (loadListeners.size) settings().catch(() => {})
  }

  return {
    settings,
    changed,

    /** Where messages for the operator go: CONTACT_TO, else the settings' support or imprint address ('' when none). */
    async contactAddress(): Promise<string> {
      if (deps.contactTo) return deps.contactTo
      const { identity, imprint } = await settings()
      return identity.supportEmail || imprint.email
    },

    /** Told after every such change, once the caches are dropped. */
    onChange(listener: () => void) {
      listeners.add(listener)
    },

    /** Called with the settings each time they are read from the database (at the first read and after a change). */
    onLoad(listener: (settings: SiteSettings) => void) {
      loadListeners.add(listener)
    },

    async get(actor: Actor): Promise<SiteSettings> {
      if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
      return settings()
    },

    async update(actor: Actor, input: SiteSettingsInput): Promise<SiteSettings> {
      if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
      const parsed = SiteSettings.safeParse(input)
      if (!parsed.success) throw new AppError('VALIDATION_FAILED', parsed.error.issues.map(issueDetail))
      // The logo and favicon change only through their uploads: the form keeps what is stored.
      return save(actor, (previous) => ({
        ...parsed.data,
        identity: { ...parsed.data.identity, logo: previous.identity.logo, favicon: previous.identity.favicon },
      }))
    },

    /** A new logo or favicon through the image pipeline; replaces the one before. */
    async setAsset(actor: Actor, kind: SiteAsset, file: Buffer | undefined): Promise<SiteSettings> {
      if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
      if (!file) throw new AppError('VALIDATION_FAILED', [{ field: 'file', key: 'validation.required' }])
      const key = await storeSiteAsset(deps.storage, kind, file)
      try {
        return await save(actor, (previous) => ({ ...previous, identity: { ...previous.identity, [kind]: key } }))
      } catch (error) {
        await deps.storage.delete(key).catch(() => undefined)
        throw error
      }
    },

    /** Back to the default logo or favicon. */
    async clearAsset(actor: Actor, kind: SiteAsset): Promise<SiteSettings> {
      if (actor.role !== 'admin') throw new AppError('FORBIDDEN')
      return save(actor, (previous) => ({ ...previous, identity: { ...previous.identity, [kind]: '' } }))
    },

    /** Public addresses of the operator's logo and favicon (null: the default one). */
    assetUrls(settings: SiteSettings): Record<SiteAsset, string | null> {
      const url = (key: string) => (key ? deps.storage.url(key) : null)
      return { logo: url(settings.identity.logo), favicon: url(settings.identity.favicon) }
    },
  }
}

export type SiteService = ReturnType<typeof createSiteService>
