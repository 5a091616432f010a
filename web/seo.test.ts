import { describe, expect, it } from 'vitest'
import { pageMeta } from './seo.ts'

const root = {
  id: 'root',
  loaderData: {
    lang: 'ar',
    publicUrl: 'https://looktag.example',
    site: { identity: { name: 'Atelier Nord' } },
    i18n: { lang: 'ar', resources: { public: { trends: { meta: { title: 'الترندات', description: 'وصف' } } } } },
  },
}
const find = (meta: ReturnType<typeof pageMeta>, match: (m: Record<string, unknown>) => boolean) =>
  meta.find((m) => match(m as Record<string, unknown>)) as Record<string, string> | undefined

describe('pageMeta', () => {
  it('reads texts from a dotted namespace and keeps only the chosen parameters in the canonical URL', () => {
    const meta = pageMeta(
      { matches: [root], location: { pathname: '/trends', search: '?page=2&utm_source=ig&search=x' } },
      'public.trends',
      {
        keepParams: ['page', 'category'],
      },
    )
    expect(find(meta, (m) => 'title' in m)?.title).toBe('الترندات · Atelier Nord')
    expect(find(meta, (m) => m.property === 'og:site_name')?.content).toBe('Atelier Nord')
    expect(find(meta, (m) => m.rel === 'canonical')?.href).toBe('https://looktag.example/trends?page=2&lang=ar')
    expect(find(meta, (m) => m.hrefLang === 'en')?.href).toBe('https://looktag.example/trends?page=2')
    expect(find(meta, (m) => m.hrefLang === 'x-default')?.href).toBe('https://looktag.example/trends?page=2')
  })

  it('drops page 1, makes a share image path absolute and marks profiles', () => {
    const meta = pageMeta({ matches: [root], location: { pathname: '/lea', search: '?page=1' } }, 'public', {
      image: '/og/lea.png',
      type: 'profile',
      keepParams: ['page'],
      noindex: true,
    })
    expect(find(meta, (m) => m.rel === 'canonical')?.href).toBe('https://looktag.example/lea?lang=ar')
    expect(find(meta, (m) => m.property === 'og:image')?.content).toBe('https://looktag.example/og/lea.png')
    expect(find(meta, (m) => m.property === 'og:type')?.content).toBe('profile')
    expect(find(meta, (m) => m.name === 'robots')?.content).toBe('noindex')
  })
})
