/**
 * How the local studio reads a prompt: the settings, times of day and colours it names (English,
 * German, Arabic), and a seed from the whole prompt, so that two different prompts never give the
 * same picture even when they name nothing the studio knows.
 */

export const SETTINGS = ['beach', 'city', 'studio', 'forest', 'office'] as const
export type Setting = (typeof SETTINGS)[number]
export const TIMES = ['morning', 'day', 'sunset', 'night'] as const
export type TimeOfDay = (typeof TIMES)[number]

/** One picture to render: where, when, in which colours, with which details. */
export interface Scene {
  name: Setting
  time: TimeOfDay
  /** The colours the prompt names (hex), first the main one; empty when it names none. */
  colors: string[]
  /** Varies the details (trees, buildings, window lights) between prompts and between images. */
  seed: number
}

const SETTING_WORDS: Record<Setting, string[]> = {
  beach: ['beach', 'sea', 'ocean', 'coast', 'summer', 'holiday', 'strand', 'meer', 'küste', 'sommer', 'urlaub', 'شاطئ', 'بحر', 'صيف'],
  city: ['city', 'street', 'urban', 'downtown', 'rooftop', 'stadt', 'straße', 'strasse', 'innenstadt', 'مدينة', 'شارع'],
  studio: ['studio', 'portrait', 'minimal', 'elegant', 'fashion', 'porträt', 'استوديو', 'ستوديو', 'بورتريه'],
  forest: ['forest', 'park', 'garden', 'nature', 'woods', 'autumn', 'wald', 'garten', 'natur', 'herbst', 'غابة', 'حديقة', 'طبيعة', 'خريف'],
  office: ['office', 'work', 'business', 'meeting', 'büro', 'buero', 'arbeit', 'geschäft', 'مكتب', 'عمل', 'اجتماع'],
}

const TIME_WORDS: Record<TimeOfDay, string[]> = {
  morning: ['morning', 'sunrise', 'dawn', 'breakfast', 'morgen', 'vormittag', 'sonnenaufgang', 'frühstück', 'صباح', 'شروق', 'فجر'],
  day: ['day', 'noon', 'midday', 'afternoon', 'sunny', 'tag', 'mittag', 'nachmittag', 'sonnig', 'نهار', 'ظهر', 'مشمس'],
  sunset: ['sunset', 'golden', 'dusk', 'evening', 'abend', 'sonnenuntergang', 'dämmerung', 'غروب', 'مساء', 'مغرب'],
  night: ['night', 'party', 'midnight', 'club', 'nacht', 'mitternacht', 'ليل', 'ليلة', 'حفلة', 'سهرة'],
}

const COLOR_WORDS: [string, string[]][] = [
  ['#dc2626', ['red', 'rot', 'أحمر', 'حمراء']],
  ['#f97316', ['orange', 'برتقالي']],
  ['#facc15', ['yellow', 'gelb', 'أصفر', 'صفراء']],
  ['#16a34a', ['green', 'grün', 'gruen', 'أخضر', 'خضراء']],
  ['#0d9488', ['teal', 'turquoise', 'türkis', 'فيروزي']],
  ['#2563eb', ['blue', 'blau', 'أزرق', 'زرقاء']],
  ['#1e3a8a', ['navy', 'marine', 'كحلي']],
  ['#7c3aed', ['purple', 'violet', 'lila', 'بنفسجي']],
  ['#ec4899', ['pink', 'rosa', 'وردي', 'زهري']],
  ['#f8fafc', ['white', 'weiß', 'weiss', 'أبيض', 'بيضاء']],
  ['#18181b', ['black', 'schwarz', 'أسود', 'سوداء']],
  ['#71717a', ['grey', 'gray', 'grau', 'رمادي']],
  ['#e7d3b0', ['beige', 'cream', 'creme', 'بيج']],
  ['#b45309', ['brown', 'braun', 'بني']],
  ['#d4a017', ['gold', 'ذهبي']],
]

/** Words of the prompt, lower case, split at anything that is not a letter or digit. */
function wordsOf(prompt: string): string[] {
  return prompt
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
}

/**
 * A keyword matches a word it starts (beaches, Abendkleid); an Arabic one also inside a word, which
 * carries its article and prepositions in front (الشاطئ, بالمدينة).
 */
function matches(word: string, keyword: string): boolean {
  return /^[\p{Script=Arabic}]/u.test(keyword) ? word.includes(keyword) : word.startsWith(keyword)
}

/** The keys whose words the prompt uses, in the order the prompt names them. */
function named<K extends string>(words: string[], table: [K, string[]][]): K[] {
  const found: K[] = []
  for (const word of words) {
    for (const [key, keywords] of table) {
      if (!found.includes(key) && keywords.some((k) => matches(word, k))) found.push(key)
    }
  }
  return found
}

/** FNV-1a of the prompt: the same prompt gives the same pictures, another prompt other ones. */
export function promptSeed(prompt: string): number {
  let hash = 0x811c9dc5
  for (const char of prompt.trim().toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash
}

export function readPrompt(prompt: string) {
  const words = wordsOf(prompt)
  return {
    settings: named(words, Object.entries(SETTING_WORDS) as [Setting, string[]][]),
    times: named(words, Object.entries(TIME_WORDS) as [TimeOfDay, string[]][]),
    colors: named(words, COLOR_WORDS).slice(0, 2),
    seed: promptSeed(prompt),
  }
}

/**
 * `count` scenes for a prompt: the settings it names first (in its order), then the others in an
 * order drawn from its seed, so the outfit generator's four images differ in setting; the time of
 * day it names, else one drawn per image; its colours on every image.
 */
export function pickScenes(prompt: string, count: number): Scene[] {
  const { settings, times, colors, seed } = readPrompt(prompt)
  const rest = SETTINGS.filter((s) => !settings.includes(s))
  const shift = seed % rest.length
  const order = [...settings, ...rest.slice(shift), ...rest.slice(0, shift)]
  return Array.from({ length: count }, (_, i) => {
    const imageSeed = (seed + Math.imul(i, 0x9e3779b1)) >>> 0
    return {
      name: order[i % order.length] as Setting,
      time: times[i % Math.max(1, times.length)] ?? (TIMES[(imageSeed >>> 8) % TIMES.length] as TimeOfDay),
      colors,
      seed: imageSeed,
    }
  })
}
