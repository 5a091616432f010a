import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../server/config.ts'

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')
/** The paragraph (or list item, or table row) of `text` that holds `marker`. */
const passage = (text: string, marker: string) => text.split(/\n\s*\n|\n(?=- |\| )/).find((part) => part.includes(marker)) ?? ''

/** What production refuses to start without, in the words of its own refusal. */
function requiredInProduction(): string[] {
  try {
    loadConfig({ NODE_ENV: 'production' })
  } catch (error) {
    return [...(error as Error).message.matchAll(/\b([A-Z][A-Z0-9_]+)(?==| \(|,|$)/g)].map((m) => m[1])
  }
  throw new Error('production started without any setting')
}

describe("production's required settings in the docs", () => {
  const required = requiredInProduction()

  it('are read from the refusal itself', () => {
    expect(required).toEqual(['JWT_SECRET', 'PUBLIC_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'SMTP_URL', 'MAIL_TRANSPORT'])
  })

  it.each([
    ['README.md', 'use production mode'],
    ['README.md', '| `NODE_ENV` |'],
    ['SECURITY.md', '**Production**'],
    ['docs/operations.md', 'production set at least'],
  ])('are each named in %s, where it says "%s"', (file, marker) => {
    const text = passage(read(file), marker)
    expect(text, `${file} has no passage with "${marker}"`).not.toBe('')
    for (const name of required) expect(text, `${file} ("${marker}") does not name ${name}`).toContain(`\`${name}`)
  })
})
