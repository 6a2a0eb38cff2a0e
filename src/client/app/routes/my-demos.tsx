import { PlaceholderPage } from '../layout/placeholder-page.tsx';

export function MyDemosPage() {
  return (
    <PlaceholderPage
      title="My Demos"
      subtitle="Manage your beta testing and saved software"
      note="Joined betas and saved software arrive with the interests and saved features."
    />
  );
}
