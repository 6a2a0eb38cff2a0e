import { PlaceholderPage } from '../layout/placeholder-page.tsx';

export function BrowsePage() {
  return (
    <PlaceholderPage
      title="Discover Beta Software"
      subtitle="Find and test the latest software before it launches"
      note="Listings arrive with the listings feature."
    />
  );
}
