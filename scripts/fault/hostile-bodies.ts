import { JSON_MAX_DEPTH } from '../../server/plugins/json-body.ts'

/** Hostile JSON bodies of about `size` bytes: what the depth and size limits and the linear walks are for. */
export function hostileBodies(size = 100 * 1024): Record<string, string> {
  const fill = (unit: string, open = '[', close = ']') =>
    `${open}${Array(Math.floor(size / (unit.length + 1)))
      .fill(unit)
      .join(',')}${close}`
  const atLimit = `${'['.repeat(JSON_MAX_DEPTH - 1)}0${']'.repeat(JSON_MAX_DEPTH - 1)}`
  const objectsAtLimit = `${'{"a":'.repeat(JSON_MAX_DEPTH - 1)}0${'}'.repeat(JSON_MAX_DEPTH - 1)}`
  const keys: string[] = []
  for (let length = 2; length < size; length += keys.at(-1)!.length + 1) keys.push(`"k${keys.length}":0`)
  return {
    'nested arrays, far too deep': `${'['.repeat(size / 2)}${']'.repeat(size / 2)}`,
    'nested objects, far too deep': `${'{"a":'.repeat(size / 6)}0${'}'.repeat(size / 6)}`,
    'arrays at the depth limit, repeated': fill(atLimit),
    'objects at the depth limit, repeated': fill(objectsAtLimit),
    'many small arrays': fill('[]'),
    'many numbers': fill('0'),
    'many keys': `{${keys.join(',')}}`,
    'strings of escapes': fill(`"${'\\n'.repeat(100)}"`),
    'strings of unicode escapes': fill(`"${'\\u00e9'.repeat(40)}"`),
    // An escaped NUL at the very end: every value is walked before it is found.
    'arrays at the depth limit, NUL last': fill(atLimit).replace(/0(\]+)$/, '"\\u0000"$1'),
    'many strings, NUL last': fill('"a"').replace(/"a"\]$/, '"\\u0000"]'),
  }
}
