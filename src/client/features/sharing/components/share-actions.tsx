import { Link2, Share } from 'lucide-react';
import { Button } from '@/client/components/ui/button.tsx';
import { useCreateShortLink } from '@/client/features/sharing/api/create-short-link.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';

/** Throws when the browser has no clipboard (an insecure page) or refuses the write. */
async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('The clipboard is not available');
  await navigator.clipboard.writeText(text);
}

function isShareCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Creates (or reuses) the listing's short link and copies it; the toast shows it either way. */
export function ShortLinkShareButton({ listingId }: { listingId: string }) {
  const { toast } = useToast();
  const mutation = useCreateShortLink();

  const onClick = () =>
    mutation.mutate(listingId, {
      onSuccess: async ({ shortUrl }) => {
        try {
          await copyText(shortUrl);
          toast({
            title: 'Link copied!',
            description: `Short link copied to clipboard: ${shortUrl}`,
          });
        } catch {
          // Some browsers refuse a copy that follows a network round trip: the link is still
          // made, so the toast hands it over to copy by hand.
          toast({ title: 'Share link created', description: `Share this link: ${shortUrl}` });
        }
      },
      onError: (error) => handleMutationError(toast, error),
    });

  return (
    <Button
      type="button"
      variant="outline"
      className="flex-1"
      disabled={mutation.isPending}
      onClick={onClick}
    >
      <Link2 aria-hidden="true" />
      {mutation.isPending ? 'Creating...' : 'Share'}
    </Button>
  );
}

/** The device's share sheet where there is one (phones), else the page link on the clipboard. */
export function DeviceShareButton({ title }: { title: string }) {
  const { toast } = useToast();

  const onClick = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (isShareCancelled(error)) return;
        // Any other refusal (no permission, nothing to share with) falls back to copying.
      }
    }
    try {
      await copyText(url);
      toast({ title: 'Link copied to clipboard!' });
    } catch (error) {
      handleMutationError(toast, error, 'Could not copy the link');
    }
  };

  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      aria-label="Share via device"
      title="Share via device"
      onClick={onClick}
    >
      <Share aria-hidden="true" />
    </Button>
  );
}

/** The detail page's two share actions, side by side in its action column. */
export function ShareActions({ listingId, name }: { listingId: string; name: string }) {
  return (
    <div className="flex gap-2">
      <ShortLinkShareButton listingId={listingId} />
      <DeviceShareButton title={name} />
    </div>
  );
}
