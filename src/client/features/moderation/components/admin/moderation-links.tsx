import { ScrollText, ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/client/components/ui/button.tsx';
import { useCases } from '@/client/features/moderation/api/get-cases.ts';
import { countOf } from '@/shared/plural.ts';
import { clientRoutes } from '@/shared/routes.ts';

/** Ways from the Admin Dashboard to the queue (with how many cases wait) and to the audit log. */
export function ModerationLinks() {
  const cases = useCases();
  return (
    <nav aria-label="Trust and safety" className="flex flex-wrap items-center gap-3">
      <Button asChild variant="outline">
        <Link href={clientRoutes.adminModeration}>
          <ShieldAlert aria-hidden="true" />
          Moderation queue
        </Link>
      </Button>
      {cases.data && (
        <span className="text-muted-foreground text-sm">
          {countOf(cases.data.length, 'open case', 'open cases')}
        </span>
      )}
      <Button asChild variant="outline">
        <Link href={clientRoutes.adminAuditLog}>
          <ScrollText aria-hidden="true" />
          Audit log
        </Link>
      </Button>
    </nav>
  );
}
