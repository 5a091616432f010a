/** Alt text of a look's photo: what a screen reader says instead of the picture (a sentence or two). */
export const IMAGE_ALT_TEXT_MAX = 250

/**
 * What a look's photo is announced as: its alt text, else its description (decision 0087), else
 * null (the page then names it by its category or creator). Zod-free, so public pages may import it.
 */
export function altOf(look: { alt_text?: string | null; description: string | null }) {
  return look.alt_text?.trim() || look.description?.trim() || null
}

/** Catalog lookup of the page's language (`t` of react-i18next or the server's translator). */
type Say = (key: string, values: Record<string, string>) => string

export interface AltSuggestion {
  text: string
  from: 'description' | 'products'
}

/**
 * An alt text to offer the creator: the description when there is one, else the tagged products
 * ("Photo with Linen shirt by Brand and …"), else null. Products with no known name are left out,
 * the same product tagged twice is named once, and a long list keeps the products that fit.
 */
export function suggestAltText(
  look: { description: string | null; tags: { product: { name: string | null; brand: string | null } | null }[] },
  say: Say,
  language: string,
): AltSuggestion | null {
  const description = look.description?.trim()
  if (description) return { text: description, from: 'description' }
  const items = [
    ...new Set(
      look.tags.flatMap(({ product }) => {
        const name = product?.name?.trim()
        if (!name) return []
        const brand = product?.brand?.trim()
        return [brand && !name.toLowerCase().includes(brand.toLowerCase()) ? say('images.alt_text_product_brand', { name, brand }) : name]
      }),
    ),
  ]
  const list = new Intl.ListFormat(language, { type: 'conjunction' })
  for (let count = items.length; count > 0; count--) {
    const text = say('images.alt_text_products', { products: list.format(items.slice(0, count)) })
    if (text.length <= IMAGE_ALT_TEXT_MAX) return { text, from: 'products' }
  }
  return null
}
