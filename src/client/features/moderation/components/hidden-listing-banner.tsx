import { EyeOff } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/client/components/ui/button.tsx';
import { Dialog, DialogTrigger } from '@/client/components/ui/dialog.tsx';
import { useListingHide } from '@/client/features/moderation/api/get-listing-hide.ts';
import { formatDate } from '@/client/lib/format-date.ts';
import type { ListingHide } from '@/shared/contracts/moderation.ts';
import { APPEAL_SENT_MESSAGE, HIDDEN_LISTING_TITLE } from '@/shared/contracts/moderation-rules.ts';
import { AppealDialog } from './appeal-dialog.tsx';

/** Where the appeal stands, once there is one. */
function appealSentence(hide: ListingHide, justSent: boolean): string | null {
  if (hide.appealRejectedAt) {
    return `An admin read your appeal on ${formatDate(hide.appealRejectedAt)} and kept the listing hidden.`;
  }
  return hide.appealedAt || justSent ? APPEAL_SENT_MESSAGE : null;
}

/**
 * What the builder of a hidden listing reads on its page: why, since when, and their one appeal.
 * Nobody else is asked: the listing is gone for them.
 */
export function HiddenListingBanner({ listingId }: { listingId: string }) {
  const { data: hide } = useListingHide(listingId);
  const titleId = useId();
  const regionRef = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const [justSent, setJustSent] = useState(false);
  if (!hide) return null;

  const appealState = appealSentence(hide, justSent);
  // A listing hidden because its builder is suspended comes back when the suspension ends.
  const canAppeal = hide.cause === 'moderation' && appealState === null;
  return (
    <section
      ref={regionRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="grid min-w-0 gap-2 rounded-xl border border-destructive/50 bg-destructive/5 p-4 focus-visible:outline-none"
    >
      <h2 id={titleId} className="flex items-center gap-2 font-semibold text-lg">
        <EyeOff className="size-5 shrink-0" aria-hidden="true" />
        {HIDDEN_LISTING_TITLE}
      </h2>
      <p className="text-sm">
        Hidden on {formatDate(hide.hiddenAt)}.{' '}
        {hide.cause === 'suspension'
          ? 'It is hidden while your account is suspended and comes back when the suspension ends.'
          : 'Nobody else can find or open it.'}
      </p>
      <p className="whitespace-pre-line text-sm wrap-anywhere">
        <span className="font-medium">Reason: </span>
        {hide.reason}
      </p>
      <p role="status" className="font-medium text-sm empty:hidden">
        {appealState ?? ''}
      </p>
      {canAppeal && (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button variant="outline" size="sm" className="w-fit">
              Appeal
            </Button>
          </DialogTrigger>
          {open && (
            <AppealDialog
              listingId={listingId}
              listingName={hide.listingName}
              onSent={() => {
                setJustSent(true);
                setOpen(false);
                // The Appeal button is gone: the banner, which now says the appeal was sent, takes focus.
                requestAnimationFrame(() => regionRef.current?.focus());
              }}
            />
          )}
        </Dialog>
      )}
    </section>
  );
}
