import { Construction } from 'lucide-react';
import { PageHeader } from '../../components/page-header.tsx';
import { PageContainer } from './page-container.tsx';

type PlaceholderPageProps = {
  title: string;
  subtitle?: string;
  /** Says plainly which feature will fill this screen. */
  note: string;
};

/** A screen whose feature is not built yet: its route exists, and it says so honestly. */
export function PlaceholderPage({ title, subtitle, note }: PlaceholderPageProps) {
  return (
    <PageContainer>
      <PageHeader title={title} subtitle={subtitle} />
      <div className="flex items-center gap-3 rounded-xl border border-dashed bg-muted/50 p-6 text-muted-foreground">
        <Construction className="size-5 shrink-0" aria-hidden="true" />
        <p>{note}</p>
      </div>
    </PageContainer>
  );
}
