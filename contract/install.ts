import { z } from 'zod'
import { endpoint } from './endpoint.ts'
import { UPLOAD_MAX_BYTES } from './limits.ts'

/**
 * The installable web app: its manifest, home-screen icons, the service worker and its offline
 * page, and the share target (photos shared from a phone's gallery become draft looks).
 * None of these are API calls: they are left out of the API document.
 */

/** Icon sizes in the manifest: the two every platform asks for, and one between. */
export const APP_ICON_SIZES = [192, 384, 512] as const
export type AppIconSize = (typeof APP_ICON_SIZES)[number]
/** One file of the share target at most this large (the upload's own limit). */
export const SHARE_MAX_BYTES = UPLOAD_MAX_BYTES
/** As many photos as one batch upload takes. */
export const SHARE_MAX_FILES = 20
/** The share target's file field (manifest `share_target.params.files[].name`). */
export const SHARE_FILE_FIELD = 'photos'
/** Where the share route sends a refused share: the page names the reason from `?error=`. */
export const SHARE_RESULT_PATH = '/share'
/** Reasons a share was refused, as the result page's `?error=` (each has a message in `install.share.errors`). */
export const SHARE_ERRORS = ['too_many', 'too_large', 'not_image', 'empty', 'busy', 'failed'] as const
export type ShareError = (typeof SHARE_ERRORS)[number]

const text = (produces: string) => ({ response: null, produces, hidden: true, tag: 'install', access: 'public' }) as const

export const installApi = {
  manifest: endpoint({
    method: 'GET',
    path: '/manifest.webmanifest',
    summary: "The web app's manifest: name and colour from the platform settings, icons, share target",
    ...text('application/manifest+json'),
  }),
  icon: endpoint({
    method: 'GET',
    path: '/app-icons/:name',
    summary: 'A home-screen icon (`192.png`, `384.png`, `512.png`, `maskable-512.png`) from the platform favicon',
    params: z.object({ name: z.string().regex(/^(maskable-)?\d{3}\.png$/) }),
    ...text('image/png'),
  }),
  serviceWorker: endpoint({
    method: 'GET',
    path: '/sw.js',
    summary: 'The service worker: an offline page for navigations, nothing cached of an account',
    ...text('text/javascript'),
  }),
  offline: endpoint({
    method: 'GET',
    path: '/offline',
    summary: 'The page the service worker shows when a page cannot be reached',
    ...text('text/html'),
  }),
  share: endpoint({
    method: 'POST',
    path: '/share',
    summary: "Photos shared to the installed app: stored as the creator's draft looks, then 303 to the dashboard",
    description:
      'A browser navigation, not an API call: a visitor without a session is sent to /login (nothing is kept), a refused share to /share?error=<reason>.',
    form: {
      fields: z.object({ title: z.string().optional(), text: z.string().optional(), url: z.string().optional() }),
      files: [SHARE_FILE_FIELD],
    },
    status: 303,
    ...text('text/html'),
  }),
}
