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

/**
 * What a one-line name or label (a page name, a brand, a product, a campaign title, the platform's
 * name) may not carry: line breaks and other control characters, and the bidirectional embedding,
 * override and isolate controls (U+202A–U+202E, U+2066–U+2069), with which a name could run the
 * sentence it is put in backwards ("Paid partnership with …"). The marks U+200E, U+200F and U+061C
 * stay allowed: they only steer the neutral characters beside them, and mixed-script names use them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const NOT_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/

export function isSingleLine(value: string) {
  return !NOT_SINGLE_LINE.test(value)
}

/** Catalog key of the message for such text. */
export const NOT_SINGLE_LINE_KEY = 'validation.single_line'

/** Text someone wrote (a reason, a reference) inside a sentence: it keeps its own first strong direction (FSI … PDI). */
export const isolateWritten = (value: string) => `\u2068${value}\u2069`
