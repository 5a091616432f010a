/**
 * Static checks of how code uses the catalogs (run by check-i18n.ts):
 * - every key the code names (`t('ns.key')`, `i18nKey="ns.key"`, any string literal that starts with
 *   a catalog namespace, e.g. the error table's `key: 'errors.internal'`) exists in the English catalog;
 *   a template key (`t(\`ns.plans.${plan}\`)`) needs at least one key under its fixed prefix;
 * - every web route ships (through its loader's `routeTranslations`, or the root's shared namespaces)
 *   the namespace or group of each key that it or any module it imports uses, since a missing one
 *   shows raw keys; a meta function's `pageMeta(args, 'ns')` uses `ns.meta`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const SOURCE = /\.(ts|tsx)$/
const SKIP = /(\.test\.tsx?|\.spec\.ts|\.d\.ts)$/

export interface KeyUse {
  file: string
  key: string
  /** The key's fixed part ends where a template expression starts. */
  prefixOnly: boolean
}

function listSources(dir: string): string[] {
  const out: string[] = []
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry.startsWith('.') || entry.startsWith('+')) continue
    const full = path.join(dir, entry)
    if (statSync(full).isDirectory()) out.push(...listSources(full))
    else if (SOURCE.test(entry) && !SKIP.test(entry)) out.push(full)
  }
  return out
}

/** Key uses in one source text, for the given namespaces. */
export function findKeyUses(file: string, source: string, namespaces: ReadonlySet<string>): KeyUse[] {
  const uses: KeyUse[] = []
  const text = stripComments(source)
  // Server code names many dotted things (events, jobs); there only translation calls and key fields count.
  const serverSide = file.includes(`${path.sep}server${path.sep}`)
  const literal = /(['"`])((?:[a-z][a-z0-9_]*)\.[A-Za-z0-9_.]*(?:\$\{)?)/g
  for (const match of text.matchAll(literal)) {
    const [, quote, body] = match
    const ns = body.slice(0, body.indexOf('.'))
    if (!namespaces.has(ns)) continue
    const prefixOnly = quote === '`' && body.endsWith('${')
    const key = prefixOnly ? body.slice(0, -2) : body
    const end = text[(match.index ?? 0) + match[0].length]
    // Only whole literals name a key: 'auth.blocked' yes, 'auth.blocked or more' no.
    if (!prefixOnly && end !== quote) continue
    if (!prefixOnly && key.endsWith('.')) continue
    if (serverSide && !/(?:\bt\(|[kK]ey:)\s*$/.test(text.slice(Math.max(0, (match.index ?? 0) - 12), match.index))) continue
    uses.push({ file, key, prefixOnly })
  }
  return uses
}

/** Block comments and whole-line comments (not `//` inside strings such as URLs). */
function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
}

function flatKeys(value: unknown, prefix: string, out: string[]): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatKeys(v, prefix ? `${prefix}.${k}` : k, out)
  } else out.push(prefix)
  return out
}

/**
 * A key names a string, a plural family (`key_other` and its siblings, used with `count`), or (for
 * `returnObjects`) a group of keys; a template prefix needs one key under it.
 */
function hasKey(keys: ReadonlySet<string>, sorted: readonly string[], use: KeyUse): boolean {
  if (!use.prefixOnly && (keys.has(use.key) || keys.has(`${use.key}_other`))) return true
  const prefix = use.prefixOnly ? use.key : `${use.key}.`
  return sorted.some((k) => k.startsWith(prefix))
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g

function resolveImport(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return undefined
}

/** The API's error codes and their keys: the server translates them, answers carry the text. */
const SERVER_ERROR_TABLE = path.join(ROOT, 'contract/errors.ts')

/**
 * Files a module pulls in at run time under web/ and contract/ (the schemas' messages, not the
 * server's error table), itself included: not through type-only imports, and not out of a
 * `.server.ts` module, whose imports run on the server with the whole catalog (routes' own
 * `+types` excluded).
 */
function closure(entry: string, sources: Map<string, string>): Set<string> {
  const seen = new Set<string>()
  const stack = [entry]
  const followed = [path.join(ROOT, 'web'), path.join(ROOT, 'contract')]
  while (stack.length) {
    const file = stack.pop() as string
    if (seen.has(file)) continue
    seen.add(file)
    if (file.endsWith('.server.ts')) continue
    // Endpoint declarations: the page only reads their paths, the server answers in the visitor's language.
    if (/contract[\\/][\w-]+-api\.ts$/.test(file)) continue
    const text = sources.get(file) ?? ''
    for (const m of text.matchAll(IMPORT)) {
      if (/^(?:import|export)\s+type\s/.test(m[0])) continue
      const target = resolveImport(file, m[1] ?? m[2])
      if (target && target !== SERVER_ERROR_TABLE && followed.some((dir) => target.startsWith(dir)) && sources.has(target))
        stack.push(target)
    }
  }
  return seen
}

/** What the files' `routeTranslations` calls ship: namespaces (`'public'`), groups and keys (`'public.card'`). */
function shippedNamespaces(files: Iterable<string>, sources: Map<string, string>): Set<string> {
  const shipped = new Set<string>()
  for (const file of files) {
    for (const m of (sources.get(file) ?? '').matchAll(/routeTranslations\(\s*\w+\s*,\s*\[([^\]]*)\]/g)) {
      for (const ns of m[1].matchAll(/['"]([a-z_]+(?:\.[a-z_]+)*)['"]/g)) shipped.add(ns[1])
    }
  }
  return shipped
}

/**
 * Whether what a page ships holds a key: the key or anything it lies in, by name (`public`,
 * `public.card` or `public.card.copy` for `public.card.copy`; for a template key, what its fixed
 * part lies in).
 */
export function covers(shipped: ReadonlySet<string>, key: string): boolean {
  const parts = key.split('.').filter(Boolean)
  return parts.some((_, i) => shipped.has(parts.slice(0, i + 1).join('.')))
}

/** A meta function's `pageMeta(args, 'public.trends')` reads `public.trends.meta` (web/seo.ts). */
function metaUses(file: string, source: string): KeyUse[] {
  return [...source.matchAll(/pageMeta\(\s*\w+\s*,\s*'([a-z_.]+)'/g)].map((m) => ({ file, key: `${m[1]}.meta.`, prefixOnly: true }))
}

/** Route modules named in web/routes.ts, each with its layout parents. */
function routeModules(): { file: string; parents: string[] }[] {
  const text = readFileSync(path.join(ROOT, 'web/routes.ts'), 'utf8')
  const result: { file: string; parents: string[] }[] = []
  const layouts: string[] = []
  for (const m of text.matchAll(/layout\(\s*'([^']+)'|(?:index|route)\(\s*(?:'[^']*'\s*,\s*)?'([^']+\.tsx)'/g)) {
    if (m[1]) layouts.push(path.join(ROOT, 'web', m[1]))
    else result.push({ file: path.join(ROOT, 'web', m[2]), parents: [...layouts] })
  }
  return result
}

export function checkUsage(english: Record<string, Record<string, unknown>>, sharedTexts: readonly string[]): string[] {
  const namespaces = new Set(Object.keys(english))
  const files = [
    ...listSources(path.join(ROOT, 'web')),
    ...listSources(path.join(ROOT, 'server')),
    ...listSources(path.join(ROOT, 'contract')),
  ]
  const sources = new Map(files.map((f) => [f, readFileSync(f, 'utf8')]))
  const sorted = flatKeys(english, '', [])
  const keys = new Set(sorted)
  const usesByFile = new Map<string, KeyUse[]>()
  const problems: string[] = []
  for (const [file, text] of sources) {
    const uses = findKeyUses(file, text, namespaces)
    usesByFile.set(file, uses)
    for (const use of uses) {
      if (!hasKey(keys, sorted, use)) {
        problems.push(`${path.relative(ROOT, file)}: uses ${use.prefixOnly ? `keys under ${use.key}` : use.key}, which no catalog has`)
      }
    }
  }
  for (const route of routeModules()) {
    const used = closure(route.file, sources)
    const shipped = new Set([...sharedTexts, ...shippedNamespaces(used, sources)])
    for (const parent of route.parents) for (const ns of shippedNamespaces(closure(parent, sources), sources)) shipped.add(ns)
    const missing = new Map<string, string>()
    for (const file of [...used, ...route.parents.flatMap((p) => [...closure(p, sources)])]) {
      // Loaders' server-only modules translate on the server with the whole catalog.
      if (file.endsWith('.server.ts') || /contract[\\/][\w-]+-api\.ts$/.test(file)) continue
      // Of a schema's messages in contract/, those under `errors`, which no page ships whole (a
      // module imports whole schema files, so their other keys name forms of other pages).
      const fromContract = file.startsWith(path.join(ROOT, 'contract'))
      for (const use of [...(usesByFile.get(file) ?? []), ...metaUses(file, sources.get(file) ?? '')]) {
        if (fromContract && !use.key.startsWith('errors.')) continue
        if (covers(shipped, use.key)) continue
        const texts = use.key.split('.').filter(Boolean).slice(0, 2).join('.')
        if (!missing.has(texts)) missing.set(texts, path.relative(ROOT, file))
      }
    }
    for (const [texts, file] of missing) {
      problems.push(`${path.relative(ROOT, route.file)}: renders "${texts}" (used in ${file}) that its loader does not ship`)
    }
  }
  return problems
}
