import { ImageUp, Trash2 } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { PersonAvatar } from '@/client/components/person-avatar.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import {
  useRemoveProfilePicture,
  useSetProfilePicture,
} from '@/client/features/accounts/api/profile-picture.ts';
import { useToast } from '@/client/hooks/use-toast.ts';
import { handleMutationError } from '@/client/lib/handle-mutation-error.ts';
import type { User } from '@/shared/contracts/auth.ts';
import { SettingsCard } from './settings-card.tsx';

/**
 * The image pipeline's upload dialog, handed in by the screen (features do not import each
 * other): it uploads one image and answers the processed image's `/objects/...` path.
 */
export type ImageUploader = ComponentType<{
  trigger: ReactNode;
  onOpenChange: (open: boolean) => void;
  onUploaded: (objectPath: string) => void;
}>;

export function ProfilePictureCard({
  user,
  ImageUploader,
}: {
  user: User;
  ImageUploader: ImageUploader;
}) {
  const { toast } = useToast();
  const setPicture = useSetProfilePicture();
  const removePicture = useRemoveProfilePicture();
  const busy = setPicture.isPending || removePicture.isPending;

  const onUploaded = (objectPath: string) =>
    setPicture.mutate(objectPath, {
      onSuccess: () => toast({ title: 'Profile picture updated' }),
      onError: (error) => handleMutationError(toast, error),
    });
  const onRemove = () =>
    removePicture.mutate(undefined, {
      onSuccess: () => toast({ title: 'Profile picture removed' }),
      onError: (error) => handleMutationError(toast, error),
    });

  return (
    <SettingsCard
      title="Profile picture"
      description="Shown beside your name in the menu, in messages and on your listings."
    >
      <div className="flex flex-wrap items-center gap-4">
        <PersonAvatar person={user} className="size-20" />
        <div className="flex flex-wrap gap-2">
          <ImageUploader
            onOpenChange={() => {}}
            onUploaded={onUploaded}
            trigger={
              <Button type="button" variant="outline" disabled={busy}>
                <ImageUp aria-hidden="true" />
                {setPicture.isPending
                  ? 'Saving...'
                  : user.profileImageUrl
                    ? 'Change picture'
                    : 'Upload picture'}
              </Button>
            }
          />
          {user.profileImageUrl && (
            <Button type="button" variant="ghost" disabled={busy} onClick={onRemove}>
              <Trash2 aria-hidden="true" />
              {removePicture.isPending ? 'Removing...' : 'Remove picture'}
            </Button>
          )}
        </div>
      </div>
    </SettingsCard>
  );
}
