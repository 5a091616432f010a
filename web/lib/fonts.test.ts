import { afterEach, describe, expect, it, vi } from 'vitest'
import { addLateFaces, FACES_STORAGE_KEY, lateFaces, unicodeRangeChars } from './fonts.tsx'

const name = (family: string, range: string | undefined) => `${family} ${range === lateFaces()[0].range ? 'latin' : 'latin-ext'}`

const BODY_FACE = lateFaces()[0].url

/**
 * Just enough of a browser: local storage (`stored` under the faces' key), the page's stylesheet in
 * resource timing (`sheetCached`: answered from the cache, 0 bytes transferred), `document.fonts`
 * and `fetch`.
 */
function fakeBrowser(
  text: string,
  { serif, stored = null, sheetCached = false }: { serif: boolean; stored?: string | null; sheetCached?: boolean },
) {
  const storage = new Map<string, string>(stored === null ? [] : [[FACES_STORAGE_KEY, stored]])
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
  })
  vi.stubGlobal('performance', {
    getEntriesByType: () => [{ name: 'http://localhost/assets/app-x.css', transferSize: sheetCached ? 0 : 13_434 }],
  })
  const added: string[] = []
  const loaded: string[] = []
  const fetched: string[] = []
  const answers: Promise<unknown>[] = []
  class FakeFontFace {
    constructor(
      readonly family: string,
      readonly source: string,
      readonly descriptors: FontFaceDescriptors,
    ) {}
    load() {
      loaded.push(name(this.family, this.descriptors.unicodeRange))
      return Promise.resolve(this)
    }
  }
  vi.stubGlobal('FontFace', FakeFontFace)
  vi.stubGlobal('document', {
    body: { textContent: text },
    querySelector: (selector: string) => (selector === '.font-serif' && serif ? {} : null),
    fonts: { add: (face: FakeFontFace) => added.push(`${name(face.family, face.descriptors.unicodeRange)} ${face.descriptors.display}`) },
  })
  vi.stubGlobal('fetch', (url: string) => {
    const face = lateFaces().find((f) => f.url === url)
    fetched.push(face ? name(face.family, face.range) : url)
    const answer = Promise.resolve({ ok: true, arrayBuffer: async () => new ArrayBuffer(8) })
    answers.push(answer)
    return answer
  })
  const settled = async () => {
    await Promise.all(answers)
    await new Promise((resolve) => setTimeout(resolve))
  }
  return { added, loaded, fetched, settled, stored: () => storage.get(FACES_STORAGE_KEY) ?? null }
}

/** paint-first's `afterFirstPaint`, called at once; `never` is a page that has not been painted yet. */
const now = (then: () => void) => then()
const never = () => undefined

describe('web faces of English and German public pages', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('on a first visit adds no face and, after the first paint, fetches the faces the page shows for the next page', async () => {
    const page = fakeBrowser('Looks by Mila · Grüße', { serif: false })
    addLateFaces(lateFaces(), FACES_STORAGE_KEY, 3000, now)
    await page.settled()
    expect(page.fetched).toEqual(['Inter Variable latin'])
    expect(page.added).toEqual([])
    expect(page.stored()).toBe(BODY_FACE)
  })

  it('fetches nothing before the first paint', async () => {
    const page = fakeBrowser('Mila', { serif: true })
    addLateFaces(lateFaces(), FACES_STORAGE_KEY, 3000, never)
    await page.settled()
    expect(page.fetched).toEqual([])
    expect(page.added).toEqual([])
    expect(page.stored()).toBeNull()
  })

  it('fetches the display serif on pages that show it, and the extended Latin faces for such text', async () => {
    const page = fakeBrowser('Łucja Żak', { serif: true })
    addLateFaces(lateFaces(), FACES_STORAGE_KEY, 3000, now)
    await page.settled()
    expect(page.fetched.sort()).toEqual([
      'Inter Variable latin',
      'Inter Variable latin-ext',
      'Playfair Display Variable latin',
      'Playfair Display Variable latin-ext',
    ])
  })

  it('on a next page adds every face before the first layout and reads the body text one at once', async () => {
    const page = fakeBrowser('Mila', { serif: false, stored: BODY_FACE, sheetCached: true })
    addLateFaces(lateFaces(), FACES_STORAGE_KEY, 3000, never)
    await page.settled()
    expect(page.added.sort()).toEqual([
      'Inter Variable latin swap',
      'Inter Variable latin-ext swap',
      'Playfair Display Variable latin swap',
      'Playfair Display Variable latin-ext swap',
    ])
    expect(page.loaded).toEqual(['Inter Variable latin'])
    expect(page.fetched).toEqual([])
  })

  it('is a first visit again when the browser has emptied its cache since (the stylesheet came anew)', async () => {
    const page = fakeBrowser('Mila', { serif: false, stored: BODY_FACE, sheetCached: false })
    addLateFaces(lateFaces(), FACES_STORAGE_KEY, 3000, now)
    await page.settled()
    expect(page.added).toEqual([])
    expect(page.fetched).toEqual(['Inter Variable latin'])
  })

  it('is a first visit after a build with another face file', async () => {
    const page = fakeBrowser('Mila', { serif: false, stored: '/assets/inter-latin-wght-normal-OLD.woff2', sheetCached: true })
    addLateFaces(lateFaces(), FACES_STORAGE_KEY, 3000, now)
    await page.settled()
    expect(page.added).toEqual([])
    expect(page.stored()).toBe(BODY_FACE)
  })

  it('reads a unicode-range as a character class', () => {
    const chars = new RegExp(unicodeRangeChars('U+0100-02BA,U+2020'))
    expect(chars.test('Ł')).toBe(true)
    expect(chars.test('†')).toBe(true)
    expect(chars.test('L ü')).toBe(false)
  })
})
