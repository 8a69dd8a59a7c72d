import { FeaturesSection } from './features-section.tsx';
import { GetStartedSection } from './get-started-section.tsx';
import { HowItWorksSection } from './how-it-works-section.tsx';
import { InsightsSection } from './insights-section.tsx';
import { TrustSection } from './trust-section.tsx';

/** Every section of the landing page below the hero, loaded lazily (see routes/landing-page.tsx). */
export function LandingSections() {
  return (
    <>
      <HowItWorksSection />
      <FeaturesSection />
      <InsightsSection />
      <TrustSection />
      <GetStartedSection />
    </>
  );
}
