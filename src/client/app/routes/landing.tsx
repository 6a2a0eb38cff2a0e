import { FeatureHighlights } from '@/client/features/landing/components/feature-highlights.tsx';
import { FeaturedListings } from '@/client/features/landing/components/featured-listings.tsx';
import { Hero } from '@/client/features/landing/components/hero.tsx';
import { useDocumentTitle } from '@/client/hooks/use-document-title.ts';

/** What a signed-out visitor sees at "/"; every call to action leads to sign-in. */
export function LandingPage() {
  useDocumentTitle('Connect Builders & Testers');
  return (
    <>
      <Hero />
      <FeatureHighlights />
      <FeaturedListings />
    </>
  );
}
