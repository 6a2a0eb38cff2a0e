import { UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { RetryAlert } from '@/client/components/retry-alert.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/client/components/ui/dialog.tsx';
import { Skeleton } from '@/client/components/ui/skeleton.tsx';
import { Textarea } from '@/client/components/ui/textarea.tsx';
import {
  useInviteSuggestions,
  useInviteTesters,
} from '@/client/features/matching/api/invite-testers.ts';
import { SuggestionRow } from '@/client/features/matching/components/suggestion-row.tsx';
import { useToast } from '@/client/hooks/use-toast.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import {
  INVITATION_MESSAGE_MAX_LENGTH,
  INVITATIONS_PER_REQUEST,
  type InviteTestersResult,
} from '@/shared/contracts/matching.ts';
import { countOf } from '@/shared/plural.ts';

function resultToast({ invited, skipped }: InviteTestersResult) {
  const title =
    invited.length === 0
      ? 'Nobody was invited'
      : `Invited ${countOf(invited.length, 'tester', 'testers')}`;
  const description =
    skipped.length === 0
      ? undefined
      : `${countOf(skipped.length, 'tester was', 'testers were')} skipped: invited already, signed up, or no longer taking invitations.`;
  return { title, description };
}

function Suggestions({ cycleId, onSent }: { cycleId: string; onSent: () => void }) {
  const { toast } = useToast();
  const messageId = useId();
  const suggestions = useInviteSuggestions(cycleId, true);
  const invite = useInviteTesters(cycleId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState('');

  if (suggestions.isPending)
    return (
      <div role="status" aria-label="Loading suggested testers" className="grid gap-2">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  if (suggestions.isError)
    return (
      <RetryAlert onRetry={() => void suggestions.refetch()}>
        Could not load suggested testers.
      </RetryAlert>
    );
  if (suggestions.data.length === 0)
    return (
      <p className="text-muted-foreground text-sm">
        No testers to suggest right now: nobody else who takes invitations has a device this beta
        runs on. Check back as testers add their devices.
      </p>
    );

  const toggle = (testerId: string, on: boolean) => {
    const next = new Set(selected);
    if (on && next.size < INVITATIONS_PER_REQUEST) next.add(testerId);
    else next.delete(testerId);
    setSelected(next);
  };
  const send = () =>
    invite.mutate(
      { testerIds: [...selected], message },
      {
        onSuccess: (result) => {
          toast(resultToast(result));
          onSent();
        },
        onError: (error) => handleMutationError(toast, error),
      },
    );

  return (
    <div className="grid min-w-0 gap-4">
      <ul aria-label="Suggested testers" className="grid max-h-80 min-w-0 gap-2 overflow-y-auto">
        {suggestions.data.map((suggestion) => (
          <SuggestionRow
            key={suggestion.tester.id}
            suggestion={suggestion}
            selected={selected.has(suggestion.tester.id)}
            onSelectedChange={(on) => toggle(suggestion.tester.id, on)}
          />
        ))}
      </ul>
      <div className="grid gap-1.5">
        <label htmlFor={messageId} className="font-medium text-sm">
          Message (optional)
        </label>
        <Textarea
          id={messageId}
          value={message}
          maxLength={INVITATION_MESSAGE_MAX_LENGTH}
          onChange={(event) => setMessage(event.target.value)}
          placeholder="What you would like them to test, and on which device"
          className="break-words"
        />
        <p className="text-muted-foreground text-xs" aria-live="polite">
          {message.length}/{INVITATION_MESSAGE_MAX_LENGTH}
        </p>
      </div>
      <DialogFooter>
        <Button type="button" onClick={send} disabled={selected.size === 0 || invite.isPending}>
          {invite.isPending ? 'Sending…' : 'Send invitations'}
        </Button>
      </DialogFooter>
    </div>
  );
}

/** "Invite testers" on a running cycle: testers whose devices fit, for the builder to pick. */
export function InviteTestersDialog({
  cycleId,
  listingName,
}: {
  cycleId: string;
  listingName: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" className="w-fit">
          <UserPlus aria-hidden="true" />
          Invite testers
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite testers</DialogTitle>
          <DialogDescription className="break-words">
            Testers with a device {listingName} runs on, best record first. Pick up to{' '}
            {INVITATIONS_PER_REQUEST}; each gets a notification and can join from it.
          </DialogDescription>
        </DialogHeader>
        {open && <Suggestions cycleId={cycleId} onSent={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
