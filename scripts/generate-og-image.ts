/**
 * Writes web/public/images/og-default.png: the 1200×630 social share image (Looktag name and
 * tagline on the brand gradient). The PNG is committed; run again after changing the design:
 *   npx tsx scripts/generate-og-image.ts
 * Text is drawn by librsvg with the system's sans-serif fonts, so check the result by looking at it.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const OUT = path.resolve(import.meta.dirname, '../web/public/images/og-default.png')
const WIDTH = 1200
const HEIGHT = 630
const FONT = "Inter, 'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif"

/** Tag chips like the ones creators place on their photos. */
function chip(x: number, y: number, width: number, label: string) {
  return `<g transform="translate(${x} ${y})">
    <rect width="${width}" height="56" rx="28" fill="#ffffff" opacity=".96"/>
    <circle cx="28" cy="28" r="10" fill="#ec4899"/><circle cx="28" cy="28" r="4" fill="#ffffff"/>
    <text x="50" y="37" font-family="${FONT}" font-size="24" font-weight="700" fill="#4c1d95">${label}</text>
  </g>`
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#5b21b6"/>
      <stop offset=".55" stop-color="#7c3aed"/>
      <stop offset="1" stop-color="#ec4899"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="1090" cy="90" r="220" fill="#ffffff" opacity=".07"/>
  <circle cx="980" cy="560" r="160" fill="#ffffff" opacity=".06"/>
  <g transform="translate(96 120) scale(3.5)">
    <rect width="32" height="32" rx="9" fill="#ffffff"/>
    <path d="M10 8v13h5M18 11h7M21.5 11v12" stroke="#7c3aed" stroke-width="3" stroke-linecap="round" fill="none"/>
    <circle cx="24.5" cy="7.5" r="2.5" fill="#ec4899"/>
  </g>
  <text x="96" y="370" font-family="${FONT}" font-size="132" font-weight="800" letter-spacing="-3" fill="#ffffff">Looktag</text>
  <text x="100" y="448" font-family="${FONT}" font-size="40" font-weight="600" fill="#f5f3ff">Shoppable looks, a bio-link shop and AI styling</text>
  <text x="100" y="502" font-family="${FONT}" font-size="40" font-weight="600" fill="#f5f3ff">for creators.</text>
  ${chip(846, 150, 214, 'Linen blazer')}
  ${chip(906, 236, 164, 'Silk top')}
  ${chip(832, 322, 218, 'Leather tote')}
</svg>`

mkdirSync(path.dirname(OUT), { recursive: true })
const info = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(OUT)
console.log(`wrote ${path.relative(process.cwd(), OUT)} (${info.width}×${info.height}, ${info.size} bytes)`)
