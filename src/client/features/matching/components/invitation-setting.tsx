import { RetryAlert } from '@/client/components/retry-alert.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card.tsx';
import { Label } from '@/client/components/ui/label.tsx';
import { Skeleton } from '@/client/components/ui/skeleton.tsx';
import { Switch } from '@/client/components/ui/switch.tsx';
import {
  useInvitationSettings,
  useSaveInvitationSettings,
} from '@/client/features/matching/api/invitation-settings.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';

const SWITCH_ID = 'accepts-invitations';

/** Whether builders may invite the tester; each flip saves at once. */
export function InvitationSetting() {
  const { toast } = useToast();
  const settings = useInvitationSettings();
  const save = useSaveInvitationSettings();

  const change = (acceptsInvitations: boolean) =>
    save.mutate(
      { acceptsInvitations },
      {
        onSuccess: () =>
          toast({
            title: acceptsInvitations ? 'Invitations on' : 'Invitations off',
            description: acceptsInvitations
              ? 'Builders whose betas fit your devices may invite you.'
              : 'Builders will not invite you to their test cycles.',
          }),
        onError: (error) => handleMutationError(toast, error, 'Failed to save your choice'),
      },
    );

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          Invitations
        </CardTitle>
        <CardDescription id="invitations-description">
          Builders look for testers whose devices fit their betas.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending && <Skeleton className="h-6 w-full" />}
        {settings.isError && (
          <RetryAlert onRetry={() => void settings.refetch()}>
            Could not load your invitation choice.
          </RetryAlert>
        )}
        {settings.data && (
          <div className="flex items-center justify-between gap-4">
            <Label htmlFor={SWITCH_ID} className="min-w-0">
              Builders may invite me to their test cycles
            </Label>
            <Switch
              id={SWITCH_ID}
              aria-describedby="invitations-description"
              checked={
                save.isPending
                  ? save.variables.acceptsInvitations
                  : settings.data.acceptsInvitations
              }
              disabled={save.isPending}
              onCheckedChange={change}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
