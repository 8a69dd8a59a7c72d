import { FeaturesSection } from '../components/features-section.tsx';
import { GetStartedSection } from '../components/get-started-section.tsx';
import { HeroSection } from '../components/hero-section.tsx';
import { HowItWorksSection } from '../components/how-it-works-section.tsx';
import { InsightsSection } from '../components/insights-section.tsx';
import { LandingFooter } from '../components/landing-footer.tsx';
import { TrustSection } from '../components/trust-section.tsx';
import { useDashboardRedirect } from '../hooks/use-dashboard-redirect.ts';

/** The public landing page (route '/', spec part 1 §2). The app shell renders the header above it. */
export function LandingPage() {
  useDashboardRedirect();

  return (
    <>
      <main className="overflow-x-clip">
        <HeroSection />
        <HowItWorksSection />
        <FeaturesSection />
        <InsightsSection />
        <TrustSection />
        <GetStartedSection />
      </main>
      <LandingFooter />
    </>
  );
}
