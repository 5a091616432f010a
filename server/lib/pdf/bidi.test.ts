import { describe, expect, it } from 'vitest'
import { analyseParagraph, visualRuns } from './bidi.ts'

/** Drawn pieces of a whole paragraph on one line, left to right. */
function drawn(text: string, direction: 'ltr' | 'rtl') {
  return visualRuns(analyseParagraph(text, direction), 0, text.length)
    .filter((run) => !run.space)
    .map((run) => run.text)
}

describe('visualRuns', () => {
  it('keeps a left-to-right line in logical order', () => {
    expect(drawn('Looktag GmbH, Berlin', 'ltr')).toEqual(['Looktag', 'GmbH,', 'Berlin'])
  })

  it('orders Arabic words right to left and keeps a Latin name readable inside them', () => {
    // Logical: "company Looktag GmbH, and its address" — the Arabic comma ends the Latin run.
    expect(drawn('شركة Looktag GmbH، وعنوانها', 'rtl')).toEqual(['وعنوانها', '،', 'Looktag', 'GmbH', 'شركة'])
  })

  it('places numbers as units between Arabic words', () => {
    expect(drawn('خلال 30 يومًا', 'rtl')).toEqual(['يومًا', '30', 'خلال'])
  })

  it('mirrors brackets in right-to-left runs before fontkit reverses them', () => {
    const [run] = visualRuns(analyseParagraph('(مثل)', 'rtl'), 0, 5)
    expect(run).toEqual({ text: ')مثل(', space: false, shapedRtl: true })
  })

  it('pre-reverses Arabic-Indic digits, which fontkit would otherwise reverse', () => {
    expect(drawn('سنة ٢٠٢٥', 'rtl')).toEqual(['٥٢٠٢', 'سنة'])
  })

  it('lays out only the requested line of a paragraph', () => {
    const text = 'الخطة الأساسية ثم خطة أخرى'
    const paragraph = analyseParagraph(text, 'rtl')
    const firstLine = visualRuns(paragraph, 0, 'الخطة الأساسية'.length)
    expect(firstLine.filter((run) => !run.space).map((run) => run.text)).toEqual(['الأساسية', 'الخطة'])
  })
})
