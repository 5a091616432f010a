import { describe, expect, it } from 'vitest'
import { loadCatalogs } from '../../server/i18n.ts'
import { createI18n } from './i18n.ts'

const catalogs = loadCatalogs()
const t = (lang: 'en' | 'de' | 'ar', key: string, values: Record<string, unknown>) => createI18n(lang, catalogs[lang]).t(key, values)

/** Messages that count something speak of one thing differently from many (Arabic: six forms). */
describe('counted messages', () => {
  it('says one day, and two and eleven days in Arabic grammar, for the twin’s remaining days', () => {
    expect(t('en', 'twin.status.days_remaining', { count: 1 })).toBe('Model valid for 1 more day')
    expect(t('en', 'twin.status.days_remaining', { count: 5 })).toBe('Model valid for 5 more days')
    expect(t('de', 'twin.status.days_remaining', { count: 1 })).toBe('Modell noch 1 Tag gültig')
    expect(t('ar', 'twin.status.days_remaining', { count: 2 })).toBe('النموذج صالح ليومين آخرين')
    expect(t('ar', 'twin.status.days_remaining', { count: 3 })).toBe('النموذج صالح لمدة 3 أيام أخرى')
    expect(t('ar', 'twin.status.days_remaining', { count: 11 })).toBe('النموذج صالح لمدة 11 يومًا آخر')
  })

  it('counts unread notifications in Arabic with the noun in the right form', () => {
    expect(t('ar', 'notifications.unread', { count: 1 })).toBe('إشعار واحد غير مقروء')
    expect(t('ar', 'notifications.unread', { count: 4 })).toBe('4 إشعارات غير مقروءة')
    expect(t('ar', 'notifications.unread', { count: 25 })).toBe('25 إشعارًا غير مقروء')
    expect(t('en', 'notifications.unread', { count: 1 })).toBe('1 unread')
  })

  it('uses the singular for one result, one cart item and one paid order', () => {
    expect(t('en', 'admin.search.results', { count: 1, search: 'mia' })).toBe('1 result for “mia”')
    expect(t('en', 'shop.cart.open_label', { count: 1 })).toBe('Open cart, 1 item')
    expect(t('de', 'shop.dashboard.orders', { count: 1 })).toBe('1 bezahlte Bestellung')
    expect(t('ar', 'shop.checkout.quantity', { count: 2 })).toBe('قطعتان')
  })

  it('leaves no message that counts a noun without plural forms', () => {
    // Messages with {{count}} that name no counted noun after it (labels, counters, page numbers).
    const plain = new Set([
      'twin.train.chosen',
      'public.directory.photos',
      'profile.counter',
      'images.counter',
      'admin.broadcast.counter',
      'admin.tabs.pending_count',
      'admin.pagination.status',
      'shop.products.stock',
      'stats.outfits_hint',
      'followers.dashboard.pending',
      'links.problems',
      'links.used_campaigns',
      'links.notice.in_app',
      'links.notice.mail_subject',
      'operator.prices.currency_change.unconfirmed',
    ])
    const flat = (node: unknown, prefix: string): [string, string][] =>
      typeof node === 'string'
        ? [[prefix, node]]
        : Object.entries(node as Record<string, unknown>).flatMap(([key, child]) => flat(child, prefix ? `${prefix}.${key}` : key))
    const counted = flat(catalogs.en, '')
      .filter(([key, text]) => text.includes('{{count}}') && !/_(zero|one|two|few|many|other)$/.test(key))
      .map(([key]) => key)
      .filter((key) => !plain.has(key))
    expect(counted).toEqual([])
  })
})
