/**
 * What a look's photo is announced as: its alt text, else its description (decision 0087), else
 * null (the page then names it by its category or creator). Zod-free, so public pages may import it.
 */
export function altOf(look: { alt_text?: string | null; description: string | null }) {
  return look.alt_text?.trim() || look.description?.trim() || null
}
