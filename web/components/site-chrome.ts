/** The site's skip link, header, top bar and footer: one lazily loaded chunk for the layout (docs/decisions/0029). */
export { SiteFooter } from './site-footer.tsx'
export { SiteHeader } from './site-header.tsx'
export { SkipLink } from './skip-link.tsx'
export { TopBar } from './top-bar.tsx'
