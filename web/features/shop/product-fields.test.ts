import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import { checkProductForm, priceText } from './product-fields.ts'

const t = ((key: string) => key) as unknown as TFunction

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [k, v] of Object.entries({ name: 'Scarf', price: '12,50', description: 'Silk', category: 'clothes', stock: '3', ...fields }))
    data.set(k, v)
  return data
}

describe('product form', () => {
  it('sends the typed price in minor units', () => {
    expect(checkProductForm(form({}), t, 1).values?.price).toBe(1250)
    expect(priceText(1205)).toBe('12.05')
  })

  it('refuses negative or fractional stock and a price with three decimals', () => {
    const { errors } = checkProductForm(form({ stock: '-1', price: '1.999' }), t, 1)
    expect(errors.stock).toBe('errors.shop.stock_invalid')
    expect(errors.price).toBe('errors.shop.price_invalid')
    expect(checkProductForm(form({ stock: '1.5' }), t, 1).errors.stock).toBe('errors.shop.stock_invalid')
  })

  it('allows at most 4 images', () => {
    expect(checkProductForm(form({}), t, 5).errors.images).toBe('errors.shop.too_many_images')
    expect(checkProductForm(form({}), t, 2, 2).errors.images).toBeUndefined()
  })
})
