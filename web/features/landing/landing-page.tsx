import { useEffect, useState } from 'react'
import { useSite } from '../../lib/use-site.ts'
import { AiStylesSection } from './ai-styles-section.tsx'
import { BrandSection } from './brand-section.tsx'
import { CreatorsSection } from './creators-section.tsx'
import { ClosingCta, ExploreSection } from './explore-section.tsx'
import { HeroSection } from './hero-section.tsx'
import { PartnerCarousel } from './partner-carousel.tsx'
import { PlatformSection } from './platform-section.tsx'
import { ServicesTabs } from './services-tabs.tsx'
import { SocialSection } from './social-section.tsx'

/**
 * The sections under the hero are laid out and painted only once they come near the screen
 * (`content-visibility: auto`, decision 0039): a phone's first layout then covers the hero, not
 * the whole long page, and that layout is part of the time to the largest paint. `auto` in the
 * intrinsic size keeps each section's real height once it has been rendered.
 */
const LATER = '[content-visibility:auto] [contain-intrinsic-size:auto_40rem]'

/** Under the hero, in page order (the names are React keys). */
const LATER_SECTIONS = Object.entries({
  partners: PartnerCarousel,
  services: ServicesTabs,
  platform: PlatformSection,
  aiStyles: AiStylesSection,
  brand: BrandSection,
  creators: CreatorsSection,
  social: SocialSection,
  explore: ExploreSection,
  closing: ClosingCta,
})

/** The landing page, shown at / and /landing. */
export function LandingPage() {
  // Marks the page interactive once hydrated, so browser tests know when tabs and carousels respond.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const { identity, marketing } = useSite()
  // Partner marks and sample creators are showcase content the operator switches on; the social
  // section shows the platform's own accounts, if it has any.
  const hidden = new Set([...(marketing.showPartners ? [] : ['partners', 'creators']), ...(identity.social.length ? [] : ['social'])])
  return (
    <div className="overflow-x-clip" data-hydrated={hydrated || undefined}>
      <HeroSection />
      {LATER_SECTIONS.filter(([name]) => !hidden.has(name)).map(([name, Section]) => (
        <div key={name} className={LATER}>
          <Section />
        </div>
      ))}
    </div>
  )
}
