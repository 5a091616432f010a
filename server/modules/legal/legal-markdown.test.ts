import { describe, expect, it } from 'vitest'
import { legalFromMarkdown, legalToMarkdown } from '../../../content/legal/legal-markdown.ts'
import { sectionBlocks } from '../../../content/legal/legal-types.ts'
import { cookiePolicy } from '../../../content/legal/texts/cookie-policy.ts'
import { privacyPolicy } from '../../../content/legal/texts/privacy-policy.ts'
import { termsOfUse } from '../../../content/legal/texts/terms-of-use.ts'

const defaults = { title: 'Fallback', effectiveLabel: 'Effective date', effectiveDate: '2026-01-01' }

describe('legal texts as Markdown', () => {
  it.each([
    ['terms', termsOfUse],
    ['privacy', privacyPolicy],
    ['cookies', cookiePolicy],
  ] as const)('reads the shipped %s back as the same document in every language', (_, docs) => {
    for (const doc of Object.values(docs)) {
      const back = legalFromMarkdown(legalToMarkdown(doc), defaults)
      expect(back.title).toBe(doc.title)
      expect(back.intro).toEqual(doc.intro ?? [])
      expect(back.sections.map((s) => [s.id, s.heading, sectionBlocks(s)])).toEqual(
        doc.sections.map((s) => [s.id, s.heading, sectionBlocks(s)]),
      )
    }
  })

  it('keeps paragraphs and lists in their order, with anchors from {#id} or the heading', () => {
    const doc = legalFromMarkdown(
      '# Terms\n\nHello.\n\n## 1. Scope {#scope}\nFirst\nline.\n\n- a\n- b\n  more\n\nAfter.\n\n## Zweck & Ziel\n\n## نطاق\n',
      defaults,
    )
    expect(doc.title).toBe('Terms')
    expect(doc.intro).toEqual(['Hello.'])
    expect(doc.sections[0]).toEqual({
      id: 'scope',
      heading: '1. Scope',
      blocks: [
        { kind: 'paragraph', text: 'First line.' },
        { kind: 'bullets', items: ['a', 'b more'] },
        { kind: 'paragraph', text: 'After.' },
      ],
    })
    expect(doc.sections.map((s) => s.id)).toEqual(['scope', 'zweck-ziel', 'section-3'])
  })

  it('keeps markup as text: HTML is never interpreted', () => {
    const doc = legalFromMarkdown('<script>alert(1)</script>\n\n## <img src=x onerror=alert(1)>\n\n- <b>x</b>', defaults)
    expect(doc.title).toBe('Fallback')
    expect(doc.intro).toEqual(['<script>alert(1)</script>'])
    expect(doc.sections[0].heading).toBe('<img src=x onerror=alert(1)>')
    expect(doc.sections[0].blocks).toEqual([{ kind: 'bullets', items: ['<b>x</b>'] }])
  })
})
