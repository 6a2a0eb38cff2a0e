import { Info } from 'lucide-react';
import { PageContainer } from '@/client/app/layout/page-container.tsx';
import { PageHeader } from '@/client/components/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs.tsx';
import { MyCyclesSection } from '@/client/features/cycles/components/my-cycles-section.tsx';
import { MyFeedbackList } from '@/client/features/feedback/components/my-feedback-list.tsx';
import { ImageUploadDialog } from '@/client/features/images/components/image-upload-dialog.tsx';
import { JoinedBetaList } from '@/client/features/interests/components/joined-beta-list.tsx';
import { MyInvitations } from '@/client/features/matching/components/my-invitations.tsx';
import { RatingsToGive } from '@/client/features/reputation/components/ratings-to-give.tsx';
import { SavedList } from '@/client/features/saved/components/saved-list.tsx';
import { useDocumentTitle } from '@/client/hooks/use-document-title.ts';
import type { User } from '@/shared/contracts/auth.ts';

const TITLE = 'My Demos';
const SUBTITLE = 'Manage your beta testing and saved software.';

/**
 * Testers see the test cycles they are in (when any), the betas they joined and their saved
 * software. Only testers join, so other roles get a note and their saved software, and never ask
 * for joined betas or cycles.
 */
export function MyDemosPage({ user }: { user: User }) {
  useDocumentTitle('My Demos');
  if (user.role !== 'Tester') {
    return (
      <PageContainer>
        <PageHeader title={TITLE} subtitle={SUBTITLE} />
        <div className="mb-8 flex items-start gap-3 rounded-xl border bg-secondary p-4 text-secondary-foreground">
          <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            My Demos is for testers, who join betas here. You can still view the software you saved.
          </p>
        </div>
        <section aria-labelledby="saved-heading" className="grid gap-4">
          <h2 id="saved-heading" className="font-semibold text-xl tracking-tight">
            Saved
          </h2>
          <SavedList />
        </section>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageHeader title={TITLE} subtitle={SUBTITLE} />
      <MyInvitations />
      <MyCyclesSection email={user.email ?? ''} ImageUploader={ImageUploadDialog} />
      <RatingsToGive />
      <Tabs defaultValue="beta-testing">
        <TabsList aria-label="My Demos">
          <TabsTrigger value="beta-testing">Beta Testing</TabsTrigger>
          <TabsTrigger value="saved">Saved</TabsTrigger>
          <TabsTrigger value="feedback">My feedback</TabsTrigger>
        </TabsList>
        <TabsContent value="beta-testing">
          <JoinedBetaList />
        </TabsContent>
        <TabsContent value="saved">
          <SavedList />
        </TabsContent>
        <TabsContent value="feedback">
          <MyFeedbackList />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
