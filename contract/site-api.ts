import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { SiteAssetParams, SiteSettings } from './site-settings.ts'

/**
 * The admin's platform settings endpoints. Apart from contract/site-settings.ts, which every page
 * loads from the root: the endpoint declarations are for the admin page only.
 */

const admin = { access: 'admin', tag: 'admin' } as const

export const siteApi = {
  get: endpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/site-settings',
    summary: 'Platform identity, imprint and marketing figures',
    response: SiteSettings,
  }),
  update: endpoint({
    ...admin,
    method: 'PUT',
    path: '/api/admin/site-settings',
    summary: 'Replace the platform settings (every public page shows them at once, on every instance)',
    body: SiteSettings,
    response: SiteSettings,
  }),
  uploadAsset: endpoint({
    ...admin,
    method: 'POST',
    path: '/api/admin/site-settings/:asset',
    summary: 'Upload the platform logo or favicon (multipart: `file`, an image)',
    params: SiteAssetParams,
    form: { fields: z.object({}), files: ['file'] },
    response: SiteSettings,
  }),
  clearAsset: endpoint({
    ...admin,
    method: 'DELETE',
    path: '/api/admin/site-settings/:asset',
    summary: 'Go back to the default logo or favicon',
    params: SiteAssetParams,
    response: SiteSettings,
  }),
}
