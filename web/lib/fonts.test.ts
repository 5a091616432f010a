import { afterEach, describe, expect, it, vi } from 'vitest'
import { addLateFaces, FACES_STORAGE_KEY, lateFaces, unicodeRangeChars } from './fonts.tsx'

const ALL_FACES = [...lateFaces('en'), ...lateFaces('ar')]
const SUBSETS = new Map(
  ALL_FACES.map((f) => [f.range, f.range.startsWith('U+0600') ? 'arabic' : f.range.startsWith('U+0000') ? 'latin' : 'latin-ext']),
)
const name = (family: string, range: string | undefined) => `${family} ${SUBSETS.get(range ?? '')}`

const BODY_FACE = lateFaces('en')[0].url
const ARABIC_BODY_FACE = lateFaces('ar')[0].url

/**
 * Just enough of a browser: the page's `text`, of which `serif` is in the display serif, local storage
 * (`stored` under the faces' key), the page's stylesheet in
 * resource timing (`sheetCached`: answered from the cache, 0 bytes transferred), `document.fonts`
 * and `fetch`.
 */
function fakeBrowser(
  text: string,
  { serif = '', stored = null, sheetCached = false }: { serif?: string; stored?: string | null; sheetCached?: boolean } = {},
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
    querySelectorAll: (selector: string) => (selector === '.font-serif' && serif ? [{ textContent: serif }] : []),
    fonts: { add: (face: FakeFontFace) => added.push(`${name(face.family, face.descriptors.unicodeRange)} ${face.descriptors.display}`) },
  })
  vi.stubGlobal('fetch', (url: string) => {
    const face = ALL_FACES.find((f) => f.url === url)
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

describe('web faces of public pages', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('on a first visit adds no face and, after the first paint, fetches the faces the page shows for the next page', async () => {
    const page = fakeBrowser('Looks by Mila · Grüße')
    addLateFaces(lateFaces('en'), FACES_STORAGE_KEY, 3000, now, unicodeRangeChars)
    await page.settled()
    expect(page.fetched).toEqual(['Inter Variable latin'])
    expect(page.added).toEqual([])
    expect(page.stored()).toBe(BODY_FACE)
  })

  it('fetches nothing before the first paint', async () => {
    const page = fakeBrowser('Mila', { serif: 'Mila' })
    addLateFaces(lateFaces('en'), FACES_STORAGE_KEY, 3000, never, unicodeRangeChars)
    await page.settled()
    expect(page.fetched).toEqual([])
    expect(page.added).toEqual([])
    expect(page.stored()).toBeNull()
  })

  it('fetches the display serif for the text set in it, and the extended Latin faces for such text', async () => {
    const page = fakeBrowser('Łucja Żak · Looks', { serif: 'Łucja Żak' })
    addLateFaces(lateFaces('en'), FACES_STORAGE_KEY, 3000, now, unicodeRangeChars)
    await page.settled()
    expect(page.fetched.sort()).toEqual([
      'Inter Variable latin',
      'Inter Variable latin-ext',
      'Playfair Display Variable latin',
      'Playfair Display Variable latin-ext',
    ])
    // Every face is noted, the body text's one among them.
    expect(page.stored()?.split(' ').sort()).toEqual(
      lateFaces('en')
        .map((f) => f.url)
        .sort(),
    )
  })

  it('on a next page adds every face before the first layout and reads the noted ones from the cache at once', async () => {
    const page = fakeBrowser('Mila', { stored: BODY_FACE, sheetCached: true })
    addLateFaces(lateFaces('en'), FACES_STORAGE_KEY, 3000, never, unicodeRangeChars)
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
    const page = fakeBrowser('Mila', { stored: BODY_FACE, sheetCached: false })
    addLateFaces(lateFaces('en'), FACES_STORAGE_KEY, 3000, now, unicodeRangeChars)
    await page.settled()
    expect(page.added).toEqual([])
    expect(page.fetched).toEqual(['Inter Variable latin'])
  })

  it('is a first visit after a build with another face file', async () => {
    const old = '/assets/inter-latin-wght-normal-OLD.woff2'
    const page = fakeBrowser('Mila', { stored: old, sheetCached: true })
    addLateFaces(lateFaces('en'), FACES_STORAGE_KEY, 3000, now, unicodeRangeChars)
    await page.settled()
    expect(page.added).toEqual([])
    expect(page.stored()).toBe(`${BODY_FACE} ${old}`)
  })

  it('an Arabic first visit keeps the local faces and fetches Noto Sans Arabic, and Noto Naskh Arabic for Arabic headings in the serif', async () => {
    const page = fakeBrowser('إطلالات ميلا · @mila.styles', { serif: 'إطلالاتي' })
    addLateFaces(lateFaces('ar'), FACES_STORAGE_KEY, 3000, now, unicodeRangeChars)
    await page.settled()
    expect(page.added).toEqual([])
    expect(page.fetched.sort()).toEqual([
      'Noto Naskh Arabic Variable arabic',
      'Noto Sans Arabic Variable arabic',
      'Noto Sans Arabic Variable latin',
    ])
    expect(page.stored()?.split(' ')).toContain(ARABIC_BODY_FACE)
  })

  it('a visitor who has read both languages keeps both notes, and an Arabic next page reads its noted faces at once', async () => {
    const page = fakeBrowser('إطلالات ميلا', { stored: BODY_FACE })
    addLateFaces(lateFaces('ar'), FACES_STORAGE_KEY, 3000, now, unicodeRangeChars)
    await page.settled()
    expect(page.stored()?.split(' ').sort()).toEqual([BODY_FACE, ARABIC_BODY_FACE, lateFaces('ar')[1].url].sort())

    const next = fakeBrowser('إطلالات ميلا', { stored: page.stored(), sheetCached: true })
    addLateFaces(lateFaces('ar'), FACES_STORAGE_KEY, 3000, never, unicodeRangeChars)
    await next.settled()
    expect(next.added).toHaveLength(lateFaces('ar').length)
    expect(next.loaded.sort()).toEqual(['Noto Sans Arabic Variable arabic', 'Noto Sans Arabic Variable latin'])
    expect(next.fetched).toEqual([])
  })

  it('keeps at most twelve noted faces', async () => {
    const old = Array.from({ length: 12 }, (_, i) => `/assets/old-${i}.woff2`)
    const page = fakeBrowser('Mila', { stored: old.join(' ') })
    addLateFaces(lateFaces('en'), FACES_STORAGE_KEY, 3000, now, unicodeRangeChars)
    await page.settled()
    expect(page.stored()?.split(' ')).toEqual([BODY_FACE, ...old.slice(0, 11)])
  })

  it('reads a unicode-range as a character class', () => {
    const chars = new RegExp(unicodeRangeChars('U+0100-02BA,U+2020,U+10E60-10E7E'), 'u')
    expect(chars.test('Ł')).toBe(true)
    expect(chars.test('†')).toBe(true)
    expect(chars.test('\u{10E60}')).toBe(true)
    expect(chars.test('L ü')).toBe(false)
  })
})
