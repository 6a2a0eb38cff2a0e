import { PlaceholderPage } from '../layout/placeholder-page.tsx';

/** The public page behind a shared link, open to everyone. */
export function SharePage() {
  return (
    <PlaceholderPage
      title="Shared Software"
      note="The public listing page arrives with the sharing feature."
    />
  );
}
