import { RetryAlert } from '@/client/components/retry-alert.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card.tsx';
import { Label } from '@/client/components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '@/client/components/ui/radio-group.tsx';
import { Skeleton } from '@/client/components/ui/skeleton.tsx';
import {
  useProfileVisibility,
  useSetProfileVisibility,
} from '@/client/features/reputation/api/profile-visibility.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import {
  PROFILE_VISIBILITIES,
  type ProfileVisibility,
} from '@/shared/contracts/reputation-rules.ts';

const CHOICES: Record<ProfileVisibility, string> = {
  public: 'Anyone can see my profile',
  builders: 'Only builders I apply to',
};

/** Who may read the person's tester profile; each choice saves at once. */
export function ProfileVisibilitySetting() {
  const { toast } = useToast();
  const visibility = useProfileVisibility();
  const save = useSetProfileVisibility();

  const choose = (next: string) => {
    const choice = PROFILE_VISIBILITIES.find((candidate) => candidate === next);
    if (!choice) return;
    save.mutate(
      { visibility: choice },
      {
        onSuccess: () =>
          toast({ title: 'Profile visibility saved', description: `${CHOICES[choice]}.` }),
        onError: (error) => handleMutationError(toast, error, 'Failed to save profile visibility'),
      },
    );
  };

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle as="h2" className="text-xl" id="profile-visibility-heading">
          Profile visibility
        </CardTitle>
        <CardDescription id="profile-visibility-description">
          This applies to your tester profile: your record as a tester and the ratings builders gave
          you.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {visibility.isPending && <Skeleton className="h-20 w-full" />}
        {visibility.isError && (
          <RetryAlert onRetry={() => void visibility.refetch()}>
            Could not load your profile visibility.
          </RetryAlert>
        )}
        {visibility.data && (
          <RadioGroup
            aria-labelledby="profile-visibility-heading"
            aria-describedby="profile-visibility-description"
            value={save.isPending ? save.variables.visibility : visibility.data.visibility}
            onValueChange={choose}
            disabled={save.isPending}
          >
            {PROFILE_VISIBILITIES.map((choice) => (
              <div key={choice} className="flex items-center gap-3">
                <RadioGroupItem value={choice} id={`profile-visibility-${choice}`} />
                <Label htmlFor={`profile-visibility-${choice}`}>{CHOICES[choice]}</Label>
              </div>
            ))}
          </RadioGroup>
        )}
      </CardContent>
    </Card>
  );
}
