import { FileText } from 'lucide-react';
import { TermsText } from '@/client/components/terms-text.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/client/components/ui/dialog.tsx';
import { useMyAcceptance } from '@/client/features/agreements/api/get-my-acceptance.ts';
import { formatDate } from '@/client/lib/format-date.ts';

/**
 * A joined tester's record of the terms they accepted, and the text as they accepted it (the
 * builder may have changed the terms since). Nothing when they accepted none.
 */
export function AcceptedTermsNote({ listingId }: { listingId: string }) {
  const query = useMyAcceptance(listingId);
  if (query.isError) {
    return (
      <p className="text-muted-foreground text-sm">
        Could not load the terms you accepted.{' '}
        <Button variant="link" className="h-auto p-0" onClick={() => query.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  const acceptance = query.data;
  if (!acceptance) return null;
  const accepted = `You accepted the terms (version ${acceptance.version}) on ${formatDate(acceptance.acceptedAt)}.`;
  return (
    <div className="grid gap-1 text-sm">
      <p className="flex items-start gap-2">
        <FileText className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        {accepted}
      </p>
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="link" className="h-auto w-fit p-0">
            Read the terms
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Terms you accepted</DialogTitle>
            <DialogDescription>{accepted}</DialogDescription>
          </DialogHeader>
          <TermsText text={acceptance.text} />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Close
              </Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
