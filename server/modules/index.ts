import { createAccountModule } from './account/index.ts'
import { createAdminModule } from './admin/index.ts'
import { createAppealsModule } from './appeals/index.ts'
import { assemble, type BaseDeps } from './assemble.ts'
import { createAuditModule } from './audit/index.ts'
import { createAuthModule } from './auth/index.ts'
import { createBadgesModule } from './badges/index.ts'
import { createBillingModule } from './billing/index.ts'
import { createCampaignsModule } from './campaigns/index.ts'
import { createContactModule } from './contact/index.ts'
import { createDevModule } from './dev/index.ts'
import { createFollowersModule } from './followers/index.ts'
import { createGrowthModule } from './growth/index.ts'
import { createHealthModule } from './health/index.ts'
import { createImagesModule } from './images/index.ts'
import { createImportsModule } from './imports/index.ts'
import { createInstallModule } from './install/index.ts'
import { createLegalModule } from './legal/index.ts'
import { createLinkHealthModule } from './link-health/index.ts'
import { createMailModule } from './mail/index.ts'
import { createModerationModule } from './moderation/index.ts'
import { createNotificationsModule } from './notifications/index.ts'
import { createOgModule } from './og/index.ts'
import { createPreferencesModule } from './preferences/index.ts'
import { createPublicModule } from './public/index.ts'
import { createRateLimitsModule } from './rate-limits/index.ts'
import { createReleaseModule } from './release/index.ts'
import { createSetupModule } from './setup/index.ts'
import { createShopModule } from './shop/index.ts'
import { createSiteModule } from './site/index.ts'
import { createSitemapModule } from './sitemap/index.ts'
import { createStatsModule } from './stats/index.ts'
import { createTagsModule } from './tags/index.ts'
import { createTrackingModule } from './tracking/index.ts'
import { createTradersModule } from './traders/index.ts'
import { createTransparencyModule } from './transparency/index.ts'
import { createTwinModule } from './twin/index.ts'
import { createUsersModule } from './users/index.ts'

/**
 * Every module, one line each, in dependency order: a module receives the services of those above
 * it (a missing one fails to compile). Routes are registered in this order; account deletion and
 * the data export visit the modules in it too.
 */
export function createModules(base: BaseDeps) {
  return assemble(base)
    .add(createMailModule)
    .add(createAuditModule)
    .add(createReleaseModule)
    .add(createHealthModule)
    .add(createRateLimitsModule)
    .add(createSiteModule)
    .add(createNotificationsModule)
    .add(createUsersModule)
    .add(createPreferencesModule)
    .add(createContactModule)
    .add(createImagesModule)
    .add(createTradersModule)
    .add(createShopModule)
    .add(createTransparencyModule)
    .add(createBillingModule)
    .add(createLegalModule)
    .add(createAuthModule)
    .add(createAccountModule)
    .add(createBadgesModule)
    .add(createAdminModule)
    .add(createModerationModule)
    .add(createAppealsModule)
    .add(createSetupModule)
    .add(createTagsModule)
    .add(createStatsModule)
    .add(createFollowersModule)
    .add(createGrowthModule)
    .add(createPublicModule)
    .add(createTwinModule)
    .add(createTrackingModule)
    .add(createCampaignsModule)
    .add(createOgModule)
    .add(createLinkHealthModule)
    .add(createSitemapModule)
    .add(createImportsModule)
    .add(createInstallModule)
    .add(createDevModule)
}

export type Modules = ReturnType<typeof createModules>
/** What routes reach as `app.services.<name>`. */
export type Services = Modules['services']
/** What React Router loaders may call (through the per-request context): the names modules list in `web`. */
export type WebServices = Modules['web']
