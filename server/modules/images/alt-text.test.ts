import { describe, expect, it } from 'vitest'
import { IMAGE_ALT_TEXT_MAX, suggestAltText } from '../../../contract/alt-text.ts'
import { createLiteI18n } from '../../../web/i18n/lite-i18n.ts'
import { loadCatalogs } from '../../i18n.ts'

const catalogs = loadCatalogs()
const say = (lang: 'en' | 'de' | 'ar') => createLiteI18n(lang, catalogs[lang]).t
const tag = (name: string | null, brand: string | null = null) => ({ product: { name, brand } })

describe('suggestAltText', () => {
  it('names the tagged products with their brands in the page language', () => {
    const look = { description: null, tags: [tag('Linen shirt', 'Nordlys'), tag('Wide trousers')] }
    expect(suggestAltText(look, say('en'), 'en')).toEqual({ text: 'Photo with Linen shirt by Nordlys and Wide trousers', from: 'products' })
    expect(suggestAltText(look, say('de'), 'de')?.text).toBe('Foto mit Linen shirt von Nordlys und Wide trousers')
    expect(suggestAltText(look, say('ar'), 'ar')?.text).toBe('صورة تُظهر Linen shirt من Nordlys وWide trousers')
  })

  it('prefers the description, even with tagged products', () => {
    const look = { description: '  Summer linen look ', tags: [tag('Linen shirt', 'Nordlys')] }
    expect(suggestAltText(look, say('en'), 'en')).toEqual({ text: 'Summer linen look', from: 'description' })
  })

  it('offers nothing without a description or a named product', () => {
    expect(suggestAltText({ description: '', tags: [] }, say('en'), 'en')).toBeNull()
    expect(suggestAltText({ description: null, tags: [{ product: null }, tag(null, 'Nordlys'), tag('  ')] }, say('en'), 'en')).toBeNull()
  })

  it('names a product tagged twice once, and a brand already in the name only once', () => {
    const look = { description: null, tags: [tag('Nordlys linen shirt', 'Nordlys'), tag('Nordlys linen shirt', 'Nordlys')] }
    expect(suggestAltText(look, say('en'), 'en')?.text).toBe('Photo with Nordlys linen shirt')
  })

  it('keeps the products that fit the alt text limit', () => {
    const look = { description: null, tags: Array.from({ length: 12 }, (_, n) => tag(`Product number ${n} with a long name`, 'Brand')) }
    const text = suggestAltText(look, say('en'), 'en')?.text ?? ''
    expect(text.length).toBeLessThanOrEqual(IMAGE_ALT_TEXT_MAX)
    expect(text).toMatch(/^Photo with Product number 0 with a long name by Brand, /)
  })
})
