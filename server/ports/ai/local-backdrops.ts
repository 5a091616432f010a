import type { Scene, Setting, TimeOfDay } from './local-scenes.ts'

/**
 * The local studio's scenes as SVG: a simple illustrated set per setting (beach, city, studio,
 * forest, office), lit for the time of day, dressed in the prompt's colours, with details drawn
 * from the scene's seed. Rendered behind the person, never over them.
 */

type Rand = () => number

/** mulberry32: small, fast, and the same numbers for the same seed on every machine. */
function random(seed: number): Rand {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T
const round = (n: number) => Math.round(n * 10) / 10

/** `a` moved towards `b` by `t` (0–1), both #rrggbb. */
export function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16)
  const parts = [0, 1, 2].map((i) => Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * t))
  return `#${parts.map((p) => p.toString(16).padStart(2, '0')).join('')}`
}

interface Light {
  sky: [string, string, string]
  /** Sun or moon: x, y as shares of the canvas, radius in px, colour. */
  body: { x: number; y: number; r: number; color: string }
  /** Laid over the set (not the sky) to light it for the time of day. */
  tint: { color: string; opacity: number }
  lit: boolean
}

const LIGHTS: Record<TimeOfDay, Light> = {
  morning: {
    sky: ['#7fb2f0', '#c9dcf5', '#fde3c8'],
    body: { x: 0.18, y: 0.36, r: 46, color: '#fff4d6' },
    tint: { color: '#fde7c7', opacity: 0.12 },
    lit: false,
  },
  day: {
    sky: ['#1f7fd6', '#6db8f2', '#d6efff'],
    body: { x: 0.82, y: 0.1, r: 40, color: '#fffbe8' },
    tint: { color: '#ffffff', opacity: 0 },
    lit: false,
  },
  sunset: {
    sky: ['#3b1a6e', '#d9468f', '#fb9a3c'],
    body: { x: 0.7, y: 0.5, r: 70, color: '#ffd27a' },
    tint: { color: '#f97316', opacity: 0.2 },
    lit: false,
  },
  night: {
    sky: ['#03061a', '#0c1a45', '#23306b'],
    body: { x: 0.8, y: 0.12, r: 32, color: '#eef2ff' },
    tint: { color: '#070b2a', opacity: 0.52 },
    lit: true,
  },
}

function sky(w: number, h: number, light: Light, rand: Rand, horizon: number): string {
  const [top, middle, bottom] = light.sky
  const { body } = light
  let out = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.6" stop-color="${middle}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`
  out += `<rect width="${w}" height="${round(h * horizon)}" fill="url(#sky)"/>`
  if (light.lit) {
    for (let i = 0; i < 60; i++) {
      out += `<circle cx="${round(rand() * w)}" cy="${round(rand() * h * horizon * 0.9)}" r="${round(0.6 + rand() * 1.4)}" fill="#fff" opacity="${round(0.4 + rand() * 0.6)}"/>`
    }
  }
  out += `<circle cx="${round(w * body.x)}" cy="${round(h * body.y)}" r="${body.r * 2.4}" fill="${body.color}" opacity="0.18"/>`
  out += `<circle cx="${round(w * body.x)}" cy="${round(h * body.y)}" r="${body.r}" fill="${body.color}"/>`
  return out
}

const tint = (w: number, h: number, light: Light) =>
  `<rect width="${w}" height="${h}" fill="${light.tint.color}" opacity="${light.tint.opacity}"/>`

function beach(w: number, h: number, light: Light, colors: string[], rand: Rand): string {
  const sea = light.lit ? ['#0b1f4a', '#06122e'] : ['#2aa7d8', '#0b6aa2']
  const accent = colors[0] ?? pick(rand, ['#ef4444', '#f59e0b', '#0ea5e9', '#ec4899'])
  const second = colors[1] ?? mix(accent, '#ffffff', 0.6)
  const x = w * (rand() < 0.5 ? 0.16 : 0.8)
  let out = sky(w, h, light, rand, 0.56)
  out += `<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sea[0]}"/><stop offset="1" stop-color="${sea[1]}"/></linearGradient>`
  out += `<rect y="${h * 0.55}" width="${w}" height="${h * 0.19}" fill="url(#sea)"/>`
  for (let i = 0; i < 7; i++) {
    const y = h * (0.58 + rand() * 0.14)
    out += `<rect x="${round(rand() * w * 0.8)}" y="${round(y)}" width="${round(60 + rand() * 140)}" height="2" rx="1" fill="#fff" opacity="0.45"/>`
  }
  out += `<path d="M0 ${h * 0.73} Q ${w * 0.5} ${h * 0.7} ${w} ${h * 0.74} L ${w} ${h} L 0 ${h} Z" fill="#f1d39a"/>`
  out += `<path d="M0 ${h * 0.86} Q ${w * 0.4} ${h * 0.82} ${w} ${h * 0.88} L ${w} ${h} L 0 ${h} Z" fill="#e6bf78"/>`
  out += tint(w, h, light)
  // A parasol and a towel in the prompt's colours.
  out += `<rect x="${round(x - 3)}" y="${h * 0.6}" width="6" height="${h * 0.2}" fill="#6b4f2a"/>`
  out += `<path d="M${round(x - 120)} ${h * 0.62} Q ${round(x)} ${h * 0.49} ${round(x + 120)} ${h * 0.62} Z" fill="${accent}"/>`
  out += `<rect x="${round(x - 90)}" y="${h * 0.84}" width="180" height="46" rx="6" fill="${second}" transform="rotate(-6 ${round(x)} ${h * 0.86})"/>`
  return out
}

function city(w: number, h: number, light: Light, colors: string[], rand: Rand): string {
  let out = sky(w, h, light, rand, 0.8)
  // Windows go on after the light's tint, so they glow at night.
  let windows = ''
  const accent = colors[0]
  for (const [layer, base, top, opacity] of [
    [0, '#8b93a7', 0.22, 0.7],
    [1, '#4b5563', 0.36, 1],
  ] as const) {
    for (let x = -20; x < w; ) {
      const bw = 60 + rand() * 90
      const bh = h * (top + rand() * 0.32)
      const y = h * 0.85 - bh
      const fill = accent && layer === 1 && rand() < 0.35 ? mix(accent, '#1f2937', 0.25) : mix(base, '#111827', rand() * 0.3)
      out += `<rect x="${round(x)}" y="${round(y)}" width="${round(bw)}" height="${round(bh)}" fill="${fill}" opacity="${opacity}"/>`
      if (layer === 1) {
        for (let wy = y + 14; wy < h * 0.83; wy += 26) {
          for (let wx = x + 10; wx < x + bw - 16; wx += 22) {
            const on = light.lit ? rand() < 0.55 : rand() < 0.9
            if (on)
              windows += `<rect x="${round(wx)}" y="${round(wy)}" width="10" height="14" fill="${light.lit ? '#fcd37a' : '#cfe3f7'}" opacity="${light.lit ? 0.9 : 0.55}"/>`
          }
        }
      }
      x += bw + 6
    }
  }
  out += `<rect y="${h * 0.85}" width="${w}" height="${h * 0.15}" fill="#3f3f46"/>`
  out += `<rect y="${h * 0.85}" width="${w}" height="10" fill="#a1a1aa"/>`
  for (let x = 20; x < w; x += 120) out += `<rect x="${x}" y="${h * 0.93}" width="60" height="6" fill="#e4e4e7" opacity="0.8"/>`
  return out + tint(w, h, light) + windows
}

function studio(w: number, h: number, light: Light, colors: string[], rand: Rand): string {
  const paper = colors[0] ?? pick(rand, ['#d9d4cc', '#c9d3de', '#e3c9bd', '#cfd8c9', '#d6cde3'])
  const floor = mix(paper, '#000000', 0.18)
  const dark = light.lit ? 0.55 : light === LIGHTS.sunset ? 0.25 : 0.35
  let out = `<radialGradient id="spot" cx="0.5" cy="0.42" r="0.7"><stop offset="0" stop-color="${mix(paper, '#ffffff', 0.35)}"/><stop offset="0.55" stop-color="${paper}"/><stop offset="1" stop-color="${mix(paper, '#000000', dark)}"/></radialGradient>`
  out += `<linearGradient id="sweep" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${paper}" stop-opacity="0"/><stop offset="1" stop-color="${floor}"/></linearGradient>`
  out += `<rect width="${w}" height="${h}" fill="url(#spot)"/><rect y="${h * 0.7}" width="${w}" height="${h * 0.3}" fill="url(#sweep)"/>`
  if (light === LIGHTS.morning || light === LIGHTS.day) {
    // Window light falling across the paper.
    for (let i = 0; i < 3; i++) {
      const x = w * (0.05 + i * 0.16)
      out += `<path d="M${round(x)} 0 L ${round(x + 70)} 0 L ${round(x + 260)} ${h} L ${round(x + 190)} ${h} Z" fill="#fffdf5" opacity="0.16"/>`
    }
  }
  if (light !== LIGHTS.day) out += tint(w, h, { ...light, tint: { ...light.tint, opacity: light.tint.opacity * 0.6 } })
  return out
}

function forest(w: number, h: number, light: Light, colors: string[], rand: Rand): string {
  let out = sky(w, h, light, rand, 0.75)
  const greens = [
    ['#6f9f7c', 0.5, 0.55],
    ['#3f7a4f', 0.62, 0.8],
    ['#1f5132', 0.78, 1],
  ] as const
  for (const [green, base, scale] of greens) {
    for (let x = -40; x < w + 40; x += 50 + rand() * 60) {
      const th = h * (0.18 + rand() * 0.22) * scale
      const tw = th * (0.35 + rand() * 0.15)
      const y = h * base
      if (rand() < 0.55) {
        out += `<path d="M${round(x)} ${round(y - th)} L ${round(x + tw / 2)} ${round(y)} L ${round(x - tw / 2)} ${round(y)} Z" fill="${green}"/>`
      } else {
        out += `<rect x="${round(x - 5 * scale)}" y="${round(y - th * 0.4)}" width="${round(10 * scale)}" height="${round(th * 0.4)}" fill="#4a3521"/>`
        out += `<ellipse cx="${round(x)}" cy="${round(y - th * 0.6)}" rx="${round(tw * 0.7)}" ry="${round(th * 0.45)}" fill="${green}"/>`
      }
    }
  }
  out += `<rect y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="#2f6b3a"/>`
  out += `<rect y="${h * 0.9}" width="${w}" height="${h * 0.1}" fill="#285c31"/>`
  const flowers = colors.length ? colors : ['#fde047', '#f9a8d4', '#ffffff']
  for (let i = 0; i < 70; i++) {
    out += `<circle cx="${round(rand() * w)}" cy="${round(h * (0.8 + rand() * 0.19))}" r="${round(3 + rand() * 4)}" fill="${pick(rand, flowers)}"/>`
  }
  out += tint(w, h, light)
  if (light.lit) {
    for (let i = 0; i < 24; i++)
      out += `<circle cx="${round(rand() * w)}" cy="${round(h * (0.4 + rand() * 0.5))}" r="3" fill="#fef08a" opacity="0.85"/>`
  }
  return out
}

function office(w: number, h: number, light: Light, colors: string[], rand: Rand): string {
  const wall = colors[0] ? mix(colors[0], '#ffffff', 0.35) : pick(rand, ['#e5e1da', '#dfe6ec', '#e9e2d6'])
  const left = rand() < 0.5
  const wx = left ? w * 0.06 : w * 0.5
  const ww = w * 0.44
  let out = `<rect width="${w}" height="${h}" fill="${wall}"/>`
  // The window shows the sky and a skyline of the time of day.
  out += `<svg x="${round(wx)}" y="${h * 0.08}" width="${round(ww)}" height="${h * 0.5}" viewBox="0 0 ${round(ww)} ${h * 0.5}">${sky(ww, h * 0.5, light, rand, 1)}`
  for (let x = 0; x < ww; x += 40 + rand() * 40) {
    const bh = h * (0.1 + rand() * 0.2)
    out += `<rect x="${round(x)}" y="${round(h * 0.5 - bh)}" width="${round(34 + rand() * 30)}" height="${round(bh)}" fill="${light.lit ? '#111827' : '#94a3b8'}"/>`
  }
  out += `</svg><rect x="${round(wx)}" y="${h * 0.08}" width="${round(ww)}" height="${h * 0.5}" fill="none" stroke="#f8fafc" stroke-width="14"/>`
  out += `<rect x="${round(wx + ww / 2 - 4)}" y="${h * 0.08}" width="8" height="${h * 0.5}" fill="#f8fafc"/>`
  // A shelf with books on the other side, a plant, the desk's edge.
  const sx = left ? w * 0.62 : w * 0.06
  out += `<rect x="${round(sx)}" y="${h * 0.36}" width="${w * 0.32}" height="10" fill="#8b6b4a"/>`
  for (let x = sx + 6; x < sx + w * 0.3; x += 16 + rand() * 6) {
    const bh = 50 + rand() * 40
    const book = colors[1] && rand() < 0.4 ? colors[1] : pick(rand, ['#1e3a8a', '#9f1239', '#047857', '#b45309', '#334155', '#f5f5f4'])
    out += `<rect x="${round(x)}" y="${round(h * 0.36 - bh)}" width="14" height="${round(bh)}" fill="${book}"/>`
  }
  const px = left ? w * 0.88 : w * 0.1
  out += `<rect x="${round(px - 26)}" y="${h * 0.74}" width="52" height="60" rx="6" fill="#d6d3d1"/>`
  for (let i = 0; i < 7; i++) {
    out += `<ellipse cx="${round(px + (rand() - 0.5) * 80)}" cy="${round(h * (0.62 + rand() * 0.1))}" rx="16" ry="40" fill="${pick(rand, ['#166534', '#15803d', '#14532d'])}" transform="rotate(${round((rand() - 0.5) * 60)} ${round(px)} ${h * 0.72})"/>`
  }
  out += `<rect y="${h * 0.8}" width="${w}" height="${h * 0.2}" fill="#6b4f36"/><rect y="${h * 0.8}" width="${w}" height="12" fill="#8a6a4b"/>`
  if (light.lit) {
    out += tint(w, h, { ...light, tint: { ...light.tint, opacity: 0.3 } })
    // A warm ceiling light fading out over the wall.
    out += `<radialGradient id="lamp" cx="0.5" cy="0" r="0.6"><stop offset="0" stop-color="#fde68a" stop-opacity="0.45"/><stop offset="1" stop-color="#fde68a" stop-opacity="0"/></radialGradient><rect width="${w}" height="${h}" fill="url(#lamp)"/>`
  } else out += tint(w, h, light)
  return out
}

const DRAW: Record<Setting, (w: number, h: number, light: Light, colors: string[], rand: Rand) => string> = {
  beach,
  city,
  studio,
  forest,
  office,
}

export function backdropSvg(scene: Scene, width: number, height: number): string {
  const body = DRAW[scene.name](width, height, LIGHTS[scene.time], scene.colors, random(scene.seed))
  const vignette = `<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient><rect width="${width}" height="${height}" fill="url(#vignette)"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}${vignette}</svg>`
}
