import { FeatureHighlights } from '../../features/landing/components/feature-highlights.tsx';
import { FeaturedSoftware } from '../../features/landing/components/featured-software.tsx';
import { Hero } from '../../features/landing/components/hero.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

/** What a signed-out visitor sees at "/"; every call to action leads to sign-in. */
export function LandingPage() {
  useDocumentTitle('Connect Builders & Testers');
  return (
    <>
      <Hero />
      <FeatureHighlights />
      <FeaturedSoftware />
    </>
  );
}
