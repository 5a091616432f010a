import { decodeEntities } from './html-entities.ts'

/**
 * A small HTML tokenizer for the link checker: one pass over the page, every character looked at
 * a bounded number of times, whatever the markup (docs/decisions/0076). It follows the HTML
 * tokenizer where it matters for reading a page: quoted attributes, comments, a tag cut off by the
 * end of the page (dropped), and script and style contents, which are never read as tags.
 */

/** Attribute names lowercased; the first of a repeated name wins, as in a browser. */
export type Attributes = ReadonlyMap<string, string>

export interface HtmlVisitor {
  /** A start tag, name lowercased, attribute values with character references decoded. */
  startTag?(name: string, attributes: Attributes): void
  endTag?(name: string): void
  /** Text a visitor could read (title and textarea included), character references decoded. */
  text?(text: string): void
  /** The contents of a script or style element, as written. */
  rawText?(name: string, text: string): void
}

/** Elements whose contents are not markup: script and style never shown, title and textarea shown as written. */
const RAW_TEXT = new Set(['script', 'style'])
const ESCAPABLE_TEXT = new Set(['title', 'textarea'])
const NO_ATTRIBUTES: Attributes = new Map()
/** Past this many attributes on one tag the rest are skipped (still scanned, not kept). */
const MAX_ATTRIBUTES = 256

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0c || c === 0x0d
const isLetter = (c: number) => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a)

export function scanHtml(html: string, visit: HtmlVisitor) {
  const n = html.length
  let i = 0

  /** The end of a tag name or attribute name: whitespace, `/`, `>` (and `=` for attribute names). */
  function nameEnd(from: number, stopAtEquals: boolean) {
    let j = from
    while (j < n) {
      const c = html.charCodeAt(j)
      if (isSpace(c) || c === 0x2f || c === 0x3e || (stopAtEquals && c === 0x3d && j > from)) break
      j++
    }
    return j
  }

  /** A name, lowercased only when it has capitals (most pages write them in lower case). */
  function lowerSlice(from: number, to: number) {
    for (let k = from; k < to; k++) {
      const c = html.charCodeAt(k)
      if (c >= 0x41 && c <= 0x5a) return html.slice(from, to).toLowerCase()
    }
    return html.slice(from, to)
  }

  function skipSpace(from: number) {
    let j = from
    while (j < n && isSpace(html.charCodeAt(j))) j++
    return j
  }

  /** Reads `<name attributes…>` from `at` (the `<`); the index after it, or `n` when the page ends inside it. */
  function startTag(at: number) {
    let j = nameEnd(at + 1, false)
    const name = lowerSlice(at + 1, j)
    let attributes: Map<string, string> | null = null
    for (;;) {
      while (j < n && (isSpace(html.charCodeAt(j)) || html.charCodeAt(j) === 0x2f)) j++
      if (j >= n) return n
      if (html.charCodeAt(j) === 0x3e) break
      const nameStart = j
      j = nameEnd(j, true)
      const attribute = lowerSlice(nameStart, j)
      let value = ''
      j = skipSpace(j)
      if (j < n && html.charCodeAt(j) === 0x3d) {
        j = skipSpace(j + 1)
        const quote = html.charCodeAt(j)
        if (quote === 0x22 || quote === 0x27) {
          const close = html.indexOf(quote === 0x22 ? '"' : "'", j + 1)
          if (close < 0) return n
          value = html.slice(j + 1, close)
          j = close + 1
        } else {
          const start = j
          while (j < n && !isSpace(html.charCodeAt(j)) && html.charCodeAt(j) !== 0x3e) j++
          value = html.slice(start, j)
        }
      }
      attributes ??= new Map()
      if (attributes.size < MAX_ATTRIBUTES && !attributes.has(attribute)) attributes.set(attribute, decodeEntities(value))
    }
    visit.startTag?.(name, attributes ?? NO_ATTRIBUTES)
    const after = j + 1
    if (RAW_TEXT.has(name) || ESCAPABLE_TEXT.has(name)) return rawContents(name, after)
    return after
  }

  /** Whether `</name` followed by whitespace, `/` or `>` starts at `k` (ASCII letters compared without case). */
  function endTagAt(k: number, name: string) {
    for (let m = 0; m < name.length; m++) if ((html.charCodeAt(k + 2 + m) | 0x20) !== name.charCodeAt(m)) return false
    const next = html.charCodeAt(k + 2 + name.length)
    return isSpace(next) || next === 0x2f || next === 0x3e
  }

  /** A script's (style's, title's, textarea's) contents run to its end tag, or to the end of the page. */
  function rawContents(name: string, from: number) {
    for (let k = html.indexOf('</', from); ; k = html.indexOf('</', k + 2)) {
      if (k >= 0 && !endTagAt(k, name)) continue
      const end = k < 0 ? n : k
      const contents = html.slice(from, end)
      if (RAW_TEXT.has(name)) visit.rawText?.(name, contents)
      else if (contents) visit.text?.(decodeEntities(contents))
      if (k < 0) return n
      visit.endTag?.(name)
      const close = html.indexOf('>', k)
      return close < 0 ? n : close + 1
    }
  }

  // Text runs from the end of the last markup to the next; a `<` that starts no markup is text.
  let textStart = 0
  while (i < n) {
    const lt = html.indexOf('<', i)
    if (lt < 0) break
    const c = html.charCodeAt(lt + 1)
    const markup = isLetter(c) || c === 0x21 || c === 0x3f || (c === 0x2f && lt + 2 < n)
    if (!markup) {
      i = lt + 1
      continue
    }
    if (lt > textStart) visit.text?.(decodeEntities(html.slice(textStart, lt)))
    i = markupEnd(lt, c)
    textStart = i
  }
  if (textStart < n) visit.text?.(decodeEntities(html.slice(textStart)))

  /** Reads the markup at `lt`; the index after it, or `n` when the page ends inside it (it is then dropped). */
  function markupEnd(lt: number, c: number) {
    if (isLetter(c)) return startTag(lt)
    if (c === 0x2f && isLetter(html.charCodeAt(lt + 2))) {
      const end = nameEnd(lt + 2, false)
      const close = html.indexOf('>', end)
      if (close < 0) return n
      visit.endTag?.(lowerSlice(lt + 2, end))
      return close + 1
    }
    if (html.startsWith('<!--', lt)) {
      // `<!-->` and `<!--->` end at once, as in a browser.
      if (html.startsWith('>', lt + 4)) return lt + 5
      if (html.startsWith('->', lt + 4)) return lt + 6
      const close = html.indexOf('-->', lt + 4)
      return close < 0 ? n : close + 3
    }
    // A doctype, `<?xml …>`, CDATA or `</ …>`: skipped up to the next `>`.
    const close = html.indexOf('>', lt + 2)
    return close < 0 ? n : close + 1
  }
}
