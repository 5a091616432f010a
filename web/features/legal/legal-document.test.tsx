import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { legalFromMarkdown } from '../../../content/legal/legal-markdown.ts'
import { operatorFacts } from '../../../content/legal/legal-placeholders.ts'
import { DEFAULT_PLAN_PRICES } from '../../../contract/plan-prices.ts'
import { NEUTRAL_SITE_SETTINGS } from '../../../contract/site-defaults.ts'
import { LegalDocument } from './legal-document.tsx'

const facts = operatorFacts(
  { ...NEUTRAL_SITE_SETTINGS, identity: { ...NEUTRAL_SITE_SETTINGS.identity, supportEmail: 'help@example.org' } },
  DEFAULT_PLAN_PRICES,
)

describe('a legal text edited as Markdown, on the page', () => {
  it('renders headings, paragraphs and lists in order, and markup only as text', () => {
    const doc = legalFromMarkdown(
      '# Terms\n\n## Scope {#scope}\n\nWrite to {email}. <img src=x onerror="alert(1)">\n\n- one <b>bold</b>\n\nAfter the list.\n\n## Second\n',
      { title: 'Terms', effectiveDate: '2026-12-01', effectiveLabel: 'Effective date' },
    )
    const html = renderToStaticMarkup(<LegalDocument doc={doc} lang="en" facts={facts} />)
    expect(html).toContain('<h2 id="scope"')
    expect(html).toContain('href="mailto:help@example.org"')
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;')
    expect(html).toContain('one &lt;b&gt;bold&lt;/b&gt;')
    expect(html).not.toMatch(/<img|<b>/)
    expect(html.indexOf('one &lt;b&gt;')).toBeLessThan(html.indexOf('After the list.'))
    expect(html).toContain('<time dateTime="2026-12-01">')
  })
})
