import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import { ProductInput } from '../../../contract/shop.ts'
import { issueMessages, translateAll } from '../../lib/form-errors.ts'
import { priceText, productMessages, readProductForm } from './product-fields.ts'

const t = ((key: string) => key) as unknown as TFunction

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [k, v] of Object.entries({ name: 'Scarf', price: '12,50', description: 'Silk', category: 'clothes', stock: '3', ...fields }))
    data.set(k, v)
  return data
}

/** What the form's `useForm` does before sending: the schema, then the form's own messages. */
function checkProductForm(data: FormData, images: number) {
  const input = readProductForm(data)
  const parsed = ProductInput.safeParse(input)
  const schemaErrors = parsed.success ? {} : translateAll(issueMessages(parsed.error.issues), t)
  return { errors: productMessages(schemaErrors, input, t, images), values: parsed.success ? parsed.data : null }
}

describe('product form', () => {
  it('sends the typed price in minor units', () => {
    expect(checkProductForm(form({}), 1).values?.price).toBe(1250)
    expect(priceText(1205)).toBe('12.05')
    expect(checkProductForm(form({}), 1).values).not.toHaveProperty('typed_price')
  })

  it('refuses negative or fractional stock and a price with three decimals', () => {
    const { errors } = checkProductForm(form({ stock: '-1', price: '1.999' }), 1)
    expect(errors.stock).toBe('errors.shop.stock_invalid')
    expect(errors.price).toBe('errors.shop.price_invalid')
    expect(checkProductForm(form({ stock: '1.5' }), 1).errors.stock).toBe('errors.shop.stock_invalid')
  })

  it('says an empty price or stock is missing', () => {
    const { errors } = checkProductForm(form({ price: ' ', stock: '' }), 1)
    expect(errors).toMatchObject({ price: 'validation.required', stock: 'validation.required' })
  })

  it('allows at most 4 images', () => {
    expect(checkProductForm(form({}), 5).errors.images).toBe('errors.shop.too_many_images')
    expect(checkProductForm(form({}), 4).errors.images).toBeUndefined()
  })
})
