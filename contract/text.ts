/**
 * Text no field may carry, whatever the field: NUL (PostgreSQL text columns refuse it, so it would
 * fail deep in a write) and lone UTF-16 surrogates (they have no UTF-8 form and turn into U+FFFD or
 * break mail and PDF encoders). The server refuses them centrally for every API request
 * (server/plugins/input-text.ts); forms may use `textIsStorable` to say so before sending.
 */
export function textIsStorable(value: string) {
  return !value.includes('\u0000') && value.isWellFormed()
}

/** Catalog key of the message for such text. */
export const UNSTORABLE_TEXT_KEY = 'validation.invalid_characters'

/** The text without what cannot be stored, for lenient inputs (page searches) that never fail. */
export function storableText(value: string) {
  return value.replaceAll('\u0000', '').toWellFormed()
}
