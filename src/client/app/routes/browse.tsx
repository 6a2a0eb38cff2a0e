import { PageHeader } from '../../components/page-header.tsx';
import { SoftwareBrowser } from '../../features/listings/components/software-browser.tsx';
import { SaveToggle } from '../../features/saved/components/save-toggle.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { PageContainer } from '../layout/page-container.tsx';

/** "/" for a signed-in user; signed out, "/" is the landing page. */
export function BrowsePage() {
  useDocumentTitle('Browse');
  return (
    <PageContainer>
      <PageHeader
        title="Discover Beta Software"
        subtitle="Find and test the latest software before it launches"
      />
      <SoftwareBrowser
        renderSaveControl={(software, nameId) => (
          <SaveToggle
            softwareId={software.id}
            isSaved={software.isSaved}
            signedIn
            describedBy={nameId}
          />
        )}
      />
    </PageContainer>
  );
}
