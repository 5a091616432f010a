import { describe, expect, it } from 'vitest'
import { findKeyUses } from './i18n-usage.ts'

const namespaces = new Set(['auth', 'pricing', 'errors'])

describe('findKeyUses', () => {
  it('finds whole literal keys and template prefixes of known namespaces', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text that contains a template key
    const text = "t('auth.blocked'); t(`pricing.plans.${plan}.title`); const m = z.string('auth.required')"
    expect(findKeyUses('/web/x.tsx', text, namespaces).map((u) => [u.key, u.prefixOnly])).toEqual([
      ['auth.blocked', false],
      ['pricing.plans.', true],
      ['auth.required', false],
    ])
  })

  it('ignores other namespaces, sentences, file names and comments', () => {
    const text = "// t('auth.gone')\n/* 'errors.old' */ t('checkout.completed'); 'auth.blocked or more'; import './pricing.css'"
    expect(findKeyUses('/web/x.tsx', text, namespaces)).toEqual([])
  })

  it('counts only translation calls and key fields in server code', () => {
    const text = "queue.send('errors.retry'); x = { status: 400, key: 'errors.internal' }; t('auth.blocked')"
    const file = '/repo/server/modules/x.ts'
    expect(findKeyUses(file, text, namespaces).map((u) => u.key)).toEqual(['errors.internal', 'auth.blocked'])
  })
})
