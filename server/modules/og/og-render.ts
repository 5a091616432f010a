import sharp from 'sharp'
import { SOFTWARE_NAME } from '../../../contract/site-defaults.ts'

export const OG_WIDTH = 1200
export const OG_HEIGHT = 630

/**
 * Text is drawn by librsvg through Pango and fontconfig, which shapes Arabic and lays out mixed
 * right-to-left text. DejaVu Sans (fonts-dejavu-core, installed everywhere we run) covers Latin,
 * German umlauts and Arabic; the later names are fallbacks for machines that have them.
 */
const FONT = "'DejaVu Sans', 'Noto Sans Arabic', 'Noto Sans', sans-serif"
const INK = '#1f1630'
const MUTED = '#6b5a7a'
const ACCENT = '#db2777'
const BACKGROUND = '#fdf2f8'

/** User text inside SVG markup: the five XML specials escaped, control characters dropped. */
export function escapeXml(text: string) {
  // Control characters are not allowed in XML 1.0 at all (tab and newline are, but mean nothing here).
  const printable = [...text].filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f).join('')
  return printable.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string)
}

/** Whether the first letter with a direction is right-to-left (Hebrew, Arabic and their blocks). */
function startsRtl(text: string) {
  const strong = text.match(/[A-Za-z\u00c0-\u024f\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/)
  return strong ? /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/.test(strong[0]) : false
}

/**
 * Cuts at `max` characters (whole code points, so emoji and Arabic letters are never split). In
 * right-to-left text a right-to-left mark follows the ellipsis so it lands at the visual end.
 */
function truncate(text: string, max: number) {
  const chars = [...text.trim()]
  if (chars.length <= max) return chars.join('')
  const kept = chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()
  return `${kept}…${startsRtl(text) ? '\u200f' : ''}`
}

/** Font size that keeps a name of this length inside a ~480 px column. */
function nameSize(name: string) {
  const length = [...name].length
  return length <= 12 ? 50 : length <= 16 ? 40 : 32
}

/** Greedy word wrap into at most `lines` lines of about `width` characters. */
function wrap(text: string, width: number, lines: number) {
  const out: string[] = []
  let line = ''
  for (const word of text.trim().split(/\s+/)) {
    if (!word) continue
    const next = line ? `${line} ${word}` : word
    if ([...next].length <= width) line = next
    else {
      if (line) out.push(line)
      line = word
    }
    if (out.length === lines) break
  }
  if (line && out.length < lines) out.push(line)
  const wasCut = out.join(' ').length < text.trim().length
  return out.map((l, i) => (i === out.length - 1 && wasCut ? truncate(`${l}…`, width) : truncate(l, width)))
}

/** `<text>` with direction left to Pango (bidi per run), starting at x. */
function text(value: string, x: number, y: number, size: number, options: { color?: string; weight?: number } = {}) {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${options.weight ?? 400}" fill="${options.color ?? INK}">${escapeXml(value)}</text>`
}

/** The photo scaled to cover width × height, with rounded corners (a circle when radius = width / 2). */
async function tile(photo: Buffer | null, width: number, height: number, radius: number): Promise<Buffer> {
  const mask = Buffer.from(
    `<svg width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${radius}" ry="${radius}"/></svg>`,
  )
  const base = photo
    ? sharp(photo, { limitInputPixels: 40_000_000 }).resize(width, height, { fit: 'cover', position: 'attention' })
    : sharp({ create: { width, height, channels: 4, background: '#f9d3e6' } })
  try {
    return await base
      .composite([{ input: mask, blend: 'dest-in' }])
      .png()
      .toBuffer()
  } catch {
    // A damaged stored file must not break the whole card.
    return tile(null, width, height, radius)
  }
}

function brand(name: string, x: number, y: number) {
  return `${text(truncate(name, 40), x, y, 34, { color: ACCENT, weight: 700 })}`
}

async function render(svg: string, tiles: { input: Buffer; left: number; top: number }[]) {
  return sharp(Buffer.from(svg)).composite(tiles).png({ compressionLevel: 8, palette: false }).toBuffer()
}

/** A creator's card: avatar, page name, @username and up to three photos of the page. */
export async function renderCreatorCard(card: {
  siteName?: string
  pageName: string
  username: string
  avatar: Buffer | null
  photos: Buffer[]
}) {
  const photoW = 180
  const photoH = 430
  const gap = 16
  const photos = await Promise.all(
    [0, 1, 2].map(async (i) => ({
      input: await tile(card.photos[i] ?? null, photoW, photoH, 24),
      left: OG_WIDTH - 60 - (3 - i) * photoW - (2 - i) * gap,
      top: 100,
    })),
  )
  const avatar = { input: await tile(card.avatar, 150, 150, 75), left: 60, top: 90 }
  const name = truncate(card.pageName, 22)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">
  <rect width="100%" height="100%" fill="${BACKGROUND}"/>
  <rect x="0" y="${OG_HEIGHT - 12}" width="100%" height="12" fill="${ACCENT}"/>
  ${text(name, 60, 330, nameSize(name), { weight: 700 })}
  ${text(`@${truncate(card.username, 30)}`, 60, 385, 30, { color: MUTED })}
  ${brand(card.siteName ?? SOFTWARE_NAME, 60, 560)}
</svg>`
  return render(svg, [avatar, ...photos])
}

/** One photo's card: the photo, its description and the creator's names. */
export async function renderImageCard(card: {
  siteName?: string
  pageName: string
  username: string
  description: string | null
  photo: Buffer | null
  /** Published from the AI studio: the card says so on the photo, like the public page. */
  aiGenerated?: boolean
  /** The label in the request's language (the public page's `public.card.ai_generated`). */
  aiLabel?: string
  /** The ad disclosure ("Ad · affiliate links"), in the request's language; null when not an ad. */
  disclosureLabel?: string | null
}) {
  const photo = { input: await tile(card.photo, 470, 570, 24), left: 30, top: 30 }
  // Drawn after the photo tile (composited below), so the labels sit on top of it.
  const label = card.aiGenerated ? pill(card.aiLabel ?? 'AI-generated') : null
  const ad = card.disclosureLabel ? pill(card.disclosureLabel) : null
  const lines = wrap(card.description ?? '', 24, 4)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">
  <rect width="100%" height="100%" fill="${BACKGROUND}"/>
  <rect x="0" y="${OG_HEIGHT - 12}" width="100%" height="12" fill="${ACCENT}"/>
  ${text(truncate(card.pageName, 20), 550, 120, 44, { weight: 700 })}
  ${text(`@${truncate(card.username, 30)}`, 550, 170, 28, { color: MUTED })}
  ${lines.map((line, i) => text(line, 550, 260 + i * 52, 36)).join('\n  ')}
  ${brand(card.siteName ?? SOFTWARE_NAME, 550, 560)}
</svg>`
  const labels = [
    ...(ad ? [{ input: Buffer.from(ad), left: 50, top: 50 }] : []),
    ...(label ? [{ input: Buffer.from(label), left: 50, top: 530 }] : []),
  ]
  return render(svg, [photo, ...labels])
}

/**
 * The dark pill on a photo (AI-generated, ad disclosure). Its width follows the text (German and Arabic are longer
 * than English) and the text is centred, so Pango's right-to-left layout of Arabic needs no
 * start position of its own.
 */
function pill(label: string) {
  // Longer labels (a paid partnership names its brand) get a smaller size rather than lose their end.
  const size = [...label].length > 28 ? 20 : 26
  const value = truncate(label, size === 26 ? 28 : 36)
  const width = Math.min(430, 52 + Math.ceil([...value].length * size * 0.58))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="52"><rect width="${width}" height="52" rx="26" ry="26" fill="#111827" fill-opacity="0.85"/><text x="${width / 2}" y="${size === 26 ? 35 : 33}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(value)}</text></svg>`
}
