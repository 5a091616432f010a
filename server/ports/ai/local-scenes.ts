/** A styled scene of the local studio: background colours, framing and a colour look. */
export interface Scene {
  name: string
  keywords: string[]
  colors: [string, string, string]
  angle: number
  /** Share of the canvas the subject fills (full figure vs close-up). */
  framing: number
  brightness: number
  saturation: number
  hue: number
}

export const SCENES: Scene[] = [
  {
    name: 'beach',
    keywords: ['beach', 'sea', 'summer', 'ocean', 'strand', 'شاطئ'],
    colors: ['#7dd3fc', '#fde68a', '#fff7ed'],
    angle: 0,
    framing: 0.86,
    brightness: 1.08,
    saturation: 1.15,
    hue: 0,
  },
  {
    name: 'city',
    keywords: ['city', 'street', 'urban', 'stadt', 'مدينة'],
    colors: ['#475569', '#cbd5e1', '#f8fafc'],
    angle: 1,
    framing: 0.8,
    brightness: 1,
    saturation: 0.9,
    hue: 0,
  },
  {
    name: 'night',
    keywords: ['night', 'party', 'evening', 'nacht', 'ليل'],
    colors: ['#1e1b4b', '#7c3aed', '#f0abfc'],
    angle: 1,
    framing: 0.72,
    brightness: 0.92,
    saturation: 1.2,
    hue: 20,
  },
  {
    name: 'nature',
    keywords: ['forest', 'park', 'garden', 'nature', 'wald', 'حديقة'],
    colors: ['#14532d', '#86efac', '#fef9c3'],
    angle: 0,
    framing: 0.9,
    brightness: 1.04,
    saturation: 1.1,
    hue: -10,
  },
  {
    name: 'studio',
    keywords: ['studio', 'portrait', 'minimal', 'elegant'],
    colors: ['#f5f5f4', '#d6d3d1', '#ffffff'],
    angle: 0,
    framing: 0.62,
    brightness: 1.02,
    saturation: 1,
    hue: 0,
  },
  {
    name: 'sunset',
    keywords: ['sunset', 'autumn', 'warm', 'herbst', 'غروب'],
    colors: ['#f97316', '#fdba74', '#fef3c7'],
    angle: 1,
    framing: 0.78,
    brightness: 1.05,
    saturation: 1.25,
    hue: 8,
  },
]

/**
 * `count` different scenes: those the prompt names first (in prompt order), then the rest, so
 * the outfit generator's four images always differ in background, look and framing.
 */
export function pickScenes(prompt: string, count: number): Scene[] {
  const text = prompt.toLowerCase()
  const named = SCENES.filter((s) => s.keywords.some((k) => text.includes(k)))
  const rest = SCENES.filter((s) => !named.includes(s))
  return [...named, ...rest].slice(0, count)
}
