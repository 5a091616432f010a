/** HTML character references: numeric ones and the common named ones, decoded in one pass. */

const NAMED = new Map<string, string>(
  Object.entries({
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    nbsp: '\u00a0',
    auml: 'ä',
    ouml: 'ö',
    uuml: 'ü',
    Auml: 'Ä',
    Ouml: 'Ö',
    Uuml: 'Ü',
    szlig: 'ß',
    eacute: 'é',
    egrave: 'è',
    agrave: 'à',
    ccedil: 'ç',
    euro: '€',
    pound: '£',
    ndash: '–',
    mdash: '—',
    hellip: '…',
    rsquo: '’',
    lsquo: '‘',
    rdquo: '”',
    ldquo: '“',
  }),
)

const isLetter = (c: number) => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a)

function digitValue(c: number, hex: boolean) {
  if (c >= 0x30 && c <= 0x39) return c - 0x30
  const lower = c | 0x20
  return hex && lower >= 0x61 && lower <= 0x66 ? lower - 0x57 : -1
}

/** Where the last reference read by `referenceAt` ended (kept out of its answer: no object per reference). */
let referenceEnd = 0

/** The decoded reference starting at `at` (the `&`), or null when none starts there. */
function referenceAt(text: string, at: number): string | null {
  let j = at + 1
  if (text.charCodeAt(j) === 0x23) {
    const hex = (text.charCodeAt(j + 1) | 0x20) === 0x78
    j += hex ? 2 : 1
    const start = j
    let code = 0
    for (
      let digit = digitValue(text.charCodeAt(j), hex);
      digit >= 0 && j - start < (hex ? 6 : 7);
      digit = digitValue(text.charCodeAt(j), hex)
    ) {
      code = code * (hex ? 16 : 10) + digit
      j++
    }
    if (j === start) return null
    referenceEnd = text.charCodeAt(j) === 0x3b ? j + 1 : j
    if (code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD'
    return code < 0x10000 ? String.fromCharCode(code) : String.fromCodePoint(code)
  }
  while (j - at <= 8 && isLetter(text.charCodeAt(j))) j++
  const value = j - at > 2 ? NAMED.get(text.slice(at + 1, j)) : undefined
  if (value === undefined) return null
  referenceEnd = text.charCodeAt(j) === 0x3b ? j + 1 : j
  return value
}

/** The text with its references decoded; an unknown name stays as written. */
export function decodeEntities(text: string) {
  let amp = text.indexOf('&')
  if (amp < 0) return text
  const parts: string[] = []
  let from = 0
  while (amp >= 0) {
    const value = referenceAt(text, amp)
    if (value !== null) {
      if (amp > from) parts.push(text.slice(from, amp))
      parts.push(value)
      from = referenceEnd
    }
    amp = text.indexOf('&', value !== null ? from : amp + 1)
  }
  parts.push(text.slice(from))
  return parts.join('')
}
