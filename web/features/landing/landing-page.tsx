import { useEffect, useState } from 'react'
import { AiStylesSection } from './ai-styles-section.tsx'
import { BrandSection } from './brand-section.tsx'
import { CreatorsSection } from './creators-section.tsx'
import { ClosingCta, ExploreSection } from './explore-section.tsx'
import { HeroSection } from './hero-section.tsx'
import { PartnerCarousel } from './partner-carousel.tsx'
import { PlatformSection } from './platform-section.tsx'
import { ServicesTabs } from './services-tabs.tsx'
import { SocialSection } from './social-section.tsx'

/** The landing page, shown at / and /landing. */
export function LandingPage() {
  // Marks the page interactive once hydrated, so browser tests know when tabs and carousels respond.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return (
    <div className="overflow-x-clip" data-hydrated={hydrated || undefined}>
      <HeroSection />
      <PartnerCarousel />
      <ServicesTabs />
      <PlatformSection />
      <AiStylesSection />
      <BrandSection />
      <CreatorsSection />
      <SocialSection />
      <ExploreSection />
      <ClosingCta />
    </div>
  )
}
