import { Mail } from 'lucide-react';
import { ConfirmDialog } from '@/client/components/confirm-dialog.tsx';
import { ErrorAlert } from '@/client/components/ui/alert.tsx';
import { Badge } from '@/client/components/ui/badge.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card.tsx';
import { Spinner } from '@/client/components/ui/spinner.tsx';
import { useDigestPreview } from '@/client/features/admin/api/get-digest-preview.ts';
import { useSendDigest } from '@/client/features/admin/api/send-digest.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import type { DigestPreview } from '@/shared/contracts/admin.ts';
import { countOf } from '@/shared/plural.ts';

/** This week's digest as the scheduler would send it, and a way to send it now. */
export function DigestPanel() {
  const query = useDigestPreview();

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Weekly Digest</CardTitle>
        <CardDescription>
          Subscribers get one e-mail a week with the Open listings posted in the last 7 days.
        </CardDescription>
      </CardHeader>
      {query.isPending && (
        <CardContent>
          <Spinner label="Loading the digest preview" className="flex justify-center py-6" />
        </CardContent>
      )}
      {query.isError && (
        <CardContent>
          <ErrorAlert>Failed to load the digest preview.</ErrorAlert>
        </CardContent>
      )}
      {query.isSuccess && <DigestDetails preview={query.data} />}
    </Card>
  );
}

/** The preview names this many; the rest are counted, so a busy week does not bury the page. */
const PREVIEWED_LISTINGS = 10;

/** Why the button is off: a week's digest goes once, and an empty one would use the week up. */
function blockedReason({ alreadySent, recipients, listings }: DigestPreview): string | null {
  if (alreadySent) return "This week's digest has already been sent.";
  if (listings.length === 0) return 'Nothing to send: no new listings in the last 7 days.';
  if (recipients === 0) return 'Nobody has subscribed to the digest yet.';
  return null;
}

function DigestDetails({ preview }: { preview: DigestPreview }) {
  const { toast } = useToast();
  const sendDigest = useSendDigest();
  const blocked = blockedReason(preview);

  const onSend = () =>
    sendDigest.mutate(undefined, {
      onSuccess: (result) => toast({ title: 'Weekly digest', description: result.message }),
      onError: (error) => handleMutationError(toast, error),
    });

  return (
    <>
      <CardContent className="grid gap-4">
        <dl className="grid max-w-md grid-cols-2 gap-3 text-sm">
          <dt className="text-muted-foreground">Week</dt>
          <dd className="font-medium">{preview.week}</dd>
          <dt className="text-muted-foreground">Status</dt>
          <dd>
            <Badge variant={preview.alreadySent ? 'secondary' : 'outline'}>
              {preview.alreadySent ? 'Already sent' : 'Not sent yet'}
            </Badge>
          </dd>
          <dt className="text-muted-foreground">Recipients</dt>
          <dd className="font-medium tabular-nums">{preview.recipients}</dd>
        </dl>
        <div className="grid gap-2">
          <h3 id="digest-listings-heading" className="font-medium text-sm">
            Listings it would include
          </h3>
          {preview.listings.length === 0 ? (
            <p className="text-muted-foreground text-sm">No new listings in the last 7 days.</p>
          ) : (
            <>
              <ul aria-labelledby="digest-listings-heading" className="grid gap-2 lg:grid-cols-2">
                {preview.listings.slice(0, PREVIEWED_LISTINGS).map((listing) => (
                  <li key={listing.id} className="min-w-0 rounded-md border p-3 text-sm">
                    <span className="break-words font-medium">{listing.name}</span>
                    <p className="break-words text-muted-foreground">{listing.shortDescription}</p>
                  </li>
                ))}
              </ul>
              {preview.listings.length > PREVIEWED_LISTINGS && (
                <p className="text-muted-foreground text-sm">
                  and {preview.listings.length - PREVIEWED_LISTINGS} more
                </p>
              )}
            </>
          )}
        </div>
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-2 sm:flex-row sm:items-center sm:justify-between">
        {blocked && (
          <p id="digest-blocked-reason" className="text-muted-foreground text-sm">
            {blocked}
          </p>
        )}
        <ConfirmDialog
          trigger={
            <Button
              variant="outline"
              className="sm:ml-auto"
              disabled={blocked !== null || sendDigest.isPending}
              aria-describedby={blocked ? 'digest-blocked-reason' : undefined}
            >
              <Mail aria-hidden="true" />
              Send digest now
            </Button>
          }
          title="Send this week's digest now?"
          description={`${countOf(preview.recipients, 'subscriber gets', 'subscribers get')} ${countOf(preview.listings.length, 'new listing', 'new listings')}. A week's digest is sent only once, so the scheduled run will skip this week.`}
          confirmLabel="Send digest"
          onConfirm={onSend}
        />
      </CardFooter>
    </>
  );
}
