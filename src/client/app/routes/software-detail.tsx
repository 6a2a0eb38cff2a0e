import { PlaceholderPage } from '../layout/placeholder-page.tsx';

/** Open to everyone; acting on a listing needs sign-in. */
export function SoftwareDetailPage() {
  return (
    <PlaceholderPage
      title="Software Details"
      note="Listing details arrive with the listings feature."
    />
  );
}
