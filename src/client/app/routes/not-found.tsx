import { Link } from 'wouter';
import { PageContainer } from '@/client/app/layout/page-container.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import { useDocumentTitle } from '@/client/hooks/use-document-title.ts';
import { clientRoutes } from '@/shared/routes.ts';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <PageContainer className="flex flex-col items-center gap-4 py-24 text-center">
      <h1 className="font-bold text-3xl tracking-tight">404 Page Not Found</h1>
      <p className="text-muted-foreground">
        The page you are looking for does not exist or has been moved.
      </p>
      <Button asChild variant="outline">
        <Link href={clientRoutes.home}>Go to the home page</Link>
      </Button>
    </PageContainer>
  );
}
