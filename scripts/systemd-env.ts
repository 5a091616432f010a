/**
 * Reads an environment file the way systemd's `EnvironmentFile=` does (env-file.c in systemd 252,
 * Debian 12's), so the documented file is tested as the service manager will read it:
 * - a line whose first non-blank character is `#` or `;` is a comment (a backslash at its end
 *   continues the comment onto the next line);
 * - `KEY=VALUE`, one assignment per line; blanks around the key and before the value are dropped,
 *   and so are blanks at the end of an unquoted value;
 * - an unquoted value runs to the end of the line: a `#` in it is part of the value, and so is
 *   everything after a blank (`A=1 B=2` sets A to `1 B=2`); a backslash escapes the next
 *   character, and at the end of a line joins the next line;
 * - '…' keeps everything literally; "…" takes the escapes \" \\ \` \$ and a backslash before a
 *   line break joins the lines; quoted and unquoted pieces next to each other are joined;
 * - a line without `=` or with a key that is not a variable name is ignored (systemd logs it).
 */
export interface SystemdEnv {
  values: Record<string, string>
  /** Lines systemd ignores, as `line N: …`, so a test can insist there are none. */
  ignored: string[]
}

type State = 'preKey' | 'key' | 'preValue' | 'value' | 'valueEscape' | 'single' | 'double' | 'doubleEscape' | 'comment' | 'commentEscape'

const WHITESPACE = ' \t\n\r'
const NEEDS_ESCAPE_IN_DOUBLE_QUOTES = '"\\`$'
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

export function parseSystemdEnvironmentFile(text: string): SystemdEnv {
  const values: Record<string, string> = {}
  const ignored: string[] = []
  let state: State = 'preKey'
  let key = ''
  let value = ''
  // Where the unquoted value's trailing blanks start (they are dropped), or -1.
  let trailing = -1
  let line = 1
  let keyLine = 1

  const push = () => {
    const name = key.trim()
    const end = trailing >= 0 ? trailing : value.length
    if (NAME.test(name)) values[name] = value.slice(0, end)
    else ignored.push(`line ${keyLine}: "${name}" is not a variable name`)
    key = ''
    value = ''
    trailing = -1
  }

  for (const c of `${text}\n`) {
    switch (state) {
      case 'preKey':
        if (c === '#' || c === ';') state = 'comment'
        else if (!WHITESPACE.includes(c)) {
          state = 'key'
          key = c
          keyLine = line
        }
        break
      case 'key':
        if (c === '\n') {
          ignored.push(`line ${keyLine}: no "=" in "${key.trim()}"`)
          key = ''
          state = 'preKey'
        } else if (c === '=') state = 'preValue'
        else key += c
        break
      case 'preValue':
        if (c === '\n') {
          push()
          state = 'preKey'
        } else if (c === "'") state = 'single'
        else if (c === '"') state = 'double'
        else if (c === '\\') state = 'valueEscape'
        else if (!WHITESPACE.includes(c)) {
          state = 'value'
          value += c
        }
        break
      case 'value':
        if (c === '\n') {
          push()
          state = 'preKey'
        } else if (c === '\\') {
          state = 'valueEscape'
          trailing = -1
        } else {
          if (!WHITESPACE.includes(c)) trailing = -1
          else if (trailing < 0) trailing = value.length
          value += c
        }
        break
      case 'valueEscape':
        state = 'value'
        if (c !== '\n') value += c
        break
      case 'single':
        if (c === "'") state = 'preValue'
        else value += c
        break
      case 'double':
        if (c === '"') state = 'preValue'
        else if (c === '\\') state = 'doubleEscape'
        else value += c
        break
      case 'doubleEscape':
        state = 'double'
        if (NEEDS_ESCAPE_IN_DOUBLE_QUOTES.includes(c)) value += c
        else if (c !== '\n') value += `\\${c}`
        break
      case 'comment':
        if (c === '\\') state = 'commentEscape'
        else if (c === '\n') state = 'preKey'
        break
      case 'commentEscape':
        state = 'comment'
        break
    }
    if (c === '\n') line++
  }
  if (state === 'single' || state === 'double' || state === 'doubleEscape') ignored.push(`line ${keyLine}: a quote is never closed`)
  return { values, ignored }
}

/**
 * The assignments of a unit's `Environment=` line: blank-separated, each may be quoted
 * (`Environment="A=1 2" B=3`), with the unit's specifiers already replaced by the caller.
 */
export function parseEnvironmentDirective(text: string): Record<string, string> {
  const values: Record<string, string> = {}
  for (const word of splitWords(text)) {
    const at = word.indexOf('=')
    if (at > 0 && NAME.test(word.slice(0, at))) values[word.slice(0, at)] = word.slice(at + 1)
  }
  return values
}

function splitWords(text: string): string[] {
  const words: string[] = []
  let word: string | undefined
  let quote = ''
  for (const c of text) {
    if (quote) {
      if (c === quote) quote = ''
      else word = (word ?? '') + c
    } else if (c === '"' || c === "'") {
      quote = c
      word ??= ''
    } else if (WHITESPACE.includes(c)) {
      if (word !== undefined) words.push(word)
      word = undefined
    } else word = (word ?? '') + c
  }
  if (word !== undefined) words.push(word)
  return words
}
