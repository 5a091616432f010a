import bidiFactory, { type EmbeddingLevels } from 'bidi-js'

/**
 * Bidirectional text for pdfkit.
 *
 * pdfkit shapes Arabic through fontkit (joined letter forms, and fontkit reverses the glyphs
 * of a run whose script is right-to-left) but it has no bidi algorithm: it lays out a line
 * word by word in logical order, so a right-to-left sentence comes out with its words
 * backwards and any Latin name or number inside it reversed. We therefore run the Unicode
 * Bidirectional Algorithm (bidi-js) ourselves, per line, and hand pdfkit small runs already
 * in visual left-to-right order, each written in the form fontkit will turn into the right
 * glyph order.
 */
const bidi = bidiFactory()

export type Direction = 'ltr' | 'rtl'

export interface BidiParagraph {
  text: string
  direction: Direction
  embedding: EmbeddingLevels
}

/** One piece of a line to draw as a unit; pieces are listed from left to right. */
export interface VisualRun {
  /** Text to pass to pdfkit for this run (see toPdfkitText). */
  text: string
  /** True for inter-word spaces, which are advanced over rather than drawn. */
  space: boolean
  /**
   * True when fontkit will shape and reverse this run as Arabic. Its text is already
   * mirrored (brackets, guillemets), so the font's own rtlm mirroring must be switched off:
   * Noto's rtlm covers parentheses but not « », and applying both would flip brackets twice.
   */
  shapedRtl: boolean
}

export function analyseParagraph(text: string, direction: Direction): BidiParagraph {
  return { text, direction, embedding: bidi.getEmbeddingLevels(text, direction) }
}

/** Matches a character that belongs to a real script (not punctuation, digits shared by all). */
const SCRIPT_CHAR = /[^\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u
const ARABIC_SCRIPT = /\p{Script=Arabic}/u

/**
 * fontkit picks the direction of a run from the first character with a real script and
 * reverses the glyphs of right-to-left runs (applying the font's rtlm mirroring as it does).
 */
export function fontkitReverses(text: string): boolean {
  const first = text.match(SCRIPT_CHAR)?.[0]
  return first !== undefined && ARABIC_SCRIPT.test(first)
}

/**
 * Splits the line text[start, end) into runs in visual order. Inside a right-to-left run
 * containing Arabic letters we keep logical order, because fontkit needs it to join the
 * letters and reverses them itself; other right-to-left runs (punctuation between Arabic
 * words) are written out reversed, since fontkit leaves those alone. Right-to-left
 * characters are mirrored with the Unicode mirroring table either way.
 */
export function visualRuns(paragraph: BidiParagraph, start: number, end: number): VisualRun[] {
  const { text, embedding } = paragraph
  if (end <= start) return []
  const levels = embedding.levels
  // bidi-js returns indices for the whole string with only [start, end] reordered.
  const order = bidi.getReorderedIndices(text, embedding, start, end - 1).slice(start, end)
  const mirrors = bidi.getMirroredCharactersMap(text, levels, start, end - 1)

  const runs: VisualRun[] = []
  let group: number[] = []
  const flush = () => {
    if (group.length > 0) runs.push(toRun(group))
    group = []
  }
  const toRun = (visual: number[]): VisualRun => {
    const rtl = (levels[visual[0]] & 1) === 1
    if (rtl) {
      const mirrored = (i: number) => mirrors.get(i) ?? text[i]
      const logical = [...visual].reverse().map(mirrored).join('')
      if (fontkitReverses(logical)) return { text: logical, space: false, shapedRtl: true }
      return { text: visual.map(mirrored).join(''), space: false, shapedRtl: false }
    }
    const logical = visual.map((i) => text[i]).join('')
    // Arabic-Indic digits count as Arabic script for fontkit, which would reverse them.
    const drawn = fontkitReverses(logical) ? [...logical].reverse().join('') : logical
    return { text: drawn, space: false, shapedRtl: false }
  }

  for (const index of order) {
    const char = text[index]
    if (char === ' ') {
      flush()
      runs.push({ text: ' ', space: true, shapedRtl: false })
      continue
    }
    const previous = group.at(-1)
    const sameRun =
      previous !== undefined &&
      (levels[previous] & 1) === (levels[index] & 1) &&
      // Indices must stay contiguous in logical order, otherwise the run spans a reordering.
      Math.abs(previous - index) === 1
    if (!sameRun) flush()
    group.push(index)
  }
  flush()
  return runs
}

/** Word boundaries (indices of words separated by single spaces) in logical order. */
export function wordSpans(text: string): Array<{ start: number; end: number }> {
  const spans: Array<{ start: number; end: number }> = []
  const pattern = /[^ ]+/g
  for (const match of text.matchAll(pattern)) {
    spans.push({ start: match.index, end: match.index + match[0].length })
  }
  return spans
}
