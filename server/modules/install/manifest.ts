import { APP_ICON_SIZES, SHARE_FILE_FIELD } from '../../../contract/install.ts'
import type { Language } from '../../../contract/language.ts'

/** Launchers cut longer names; the full name stays in `name`. */
const SHORT_NAME_MAX = 12

/**
 * The web app manifest: named and coloured by the platform settings, opening on the dashboard
 * (creators install it; the dashboard sends anyone else where they belong), with a share target
 * that posts photos from the phone's gallery to /share as multipart.
 */
export function webManifest(input: { name: string; brandColor: string; lang: Language; iconVersion: string; description: string }) {
  const { name, brandColor, lang, iconVersion, description } = input
  const icon = (file: string, size: number, purpose: 'any' | 'maskable') => ({
    src: `/app-icons/${file}?v=${iconVersion}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  })
  return {
    id: '/dashboard',
    name,
    short_name: [...name].length > SHORT_NAME_MAX ? [...name].slice(0, SHORT_NAME_MAX).join('').trim() : name,
    description,
    lang,
    dir: lang === 'ar' ? 'rtl' : 'ltr',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: brandColor,
    background_color: '#ffffff',
    icons: [...APP_ICON_SIZES.map((size) => icon(`${size}.png`, size, 'any')), icon('maskable-512.png', 512, 'maskable')],
    share_target: {
      action: '/share',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: {
        title: 'title',
        text: 'text',
        url: 'url',
        files: [{ name: SHARE_FILE_FIELD, accept: ['image/*', '.jpg', '.jpeg', '.png', '.webp', '.heic', '.heif'] }],
      },
    },
  }
}
