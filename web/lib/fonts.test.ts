import { afterEach, describe, expect, it, vi } from 'vitest'
import { addFacesAfterPaint, lateFaces, unicodeRangeChars } from './fonts.tsx'

/** Just enough of the CSS Font Loading API: faces load unless their file is in `failing`. */
function fakeFonts(text: string, { serif, failing = [] }: { serif: boolean; failing?: string[] }) {
  const added: string[] = []
  const loaded: string[] = []
  const loads: Promise<unknown>[] = []
  const name = (face: FakeFontFace) => `${face.family} ${face.descriptors.unicodeRange === lateFaces()[0].range ? 'latin' : 'latin-ext'}`
  class FakeFontFace {
    status = 'unloaded'
    constructor(
      readonly family: string,
      readonly source: string,
      readonly descriptors: FontFaceDescriptors,
    ) {}
    load() {
      loaded.push(name(this))
      const promise = failing.some((file) => this.source.includes(file)) ? Promise.reject(new Error('network')) : Promise.resolve(this)
      loads.push(promise.then(() => (this.status = 'loaded')).catch(() => (this.status = 'error')))
      return promise
    }
  }
  vi.stubGlobal('FontFace', FakeFontFace)
  vi.stubGlobal('document', {
    body: { textContent: text },
    querySelector: (selector: string) => (selector === '.font-serif' && serif ? {} : null),
    fonts: { add: (face: FakeFontFace) => added.push(`${name(face)} ${face.status}`) },
  })
  const settled = async () => {
    await Promise.allSettled(loads)
    await new Promise((resolve) => setTimeout(resolve))
  }
  return { added, loaded, settled }
}

const now = (then: () => void) => then()

describe('web faces after the first paint', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('loads the faces the page shows, then adds every face at once', async () => {
    const page = fakeFonts('Looks by Mila · Grüße', { serif: false })
    addFacesAfterPaint(lateFaces(), 3000, now)
    expect(page.loaded).toEqual(['Inter Variable latin'])
    expect(page.added).toEqual([])
    await page.settled()
    // The others stay unloaded until some text needs them (a later page with the serif).
    expect(page.added.sort()).toEqual([
      'Inter Variable latin loaded',
      'Inter Variable latin-ext unloaded',
      'Playfair Display Variable latin unloaded',
      'Playfair Display Variable latin-ext unloaded',
    ])
  })

  it('loads the display serif on pages that show it, and the extended Latin faces for such text', async () => {
    const page = fakeFonts('Łucja Żak', { serif: true })
    addFacesAfterPaint(lateFaces(), 3000, now)
    expect(page.loaded.sort()).toEqual([
      'Inter Variable latin',
      'Inter Variable latin-ext',
      'Playfair Display Variable latin',
      'Playfair Display Variable latin-ext',
    ])
    await page.settled()
    expect(page.added.filter((face) => face.endsWith(' loaded'))).toHaveLength(4)
  })

  it('keeps the local face where a web face did not load', async () => {
    const page = fakeFonts('Mila', { serif: true, failing: ['playfair'] })
    addFacesAfterPaint(lateFaces(), 3000, now)
    await page.settled()
    expect(page.added.sort()).toEqual([
      'Inter Variable latin loaded',
      'Inter Variable latin-ext unloaded',
      'Playfair Display Variable latin-ext unloaded',
    ])
  })

  it('reads a unicode-range as a character class', () => {
    const chars = new RegExp(unicodeRangeChars('U+0100-02BA,U+2020'))
    expect(chars.test('Ł')).toBe(true)
    expect(chars.test('†')).toBe(true)
    expect(chars.test('L ü')).toBe(false)
  })
})
