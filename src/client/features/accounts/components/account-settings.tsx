import type { User } from '@/shared/contracts/auth.ts';
import { EmailForm } from './email-form.tsx';
import { NameForm } from './name-form.tsx';
import { PasswordForm } from './password-form.tsx';
import { type ImageUploader, ProfilePictureCard } from './profile-picture-card.tsx';

/** The account's own settings, under the profile form: picture, name, password, address. */
export function AccountSettings({
  user,
  ImageUploader,
}: {
  user: User;
  ImageUploader: ImageUploader;
}) {
  return (
    <section aria-labelledby="account-settings-heading" className="mt-8 grid gap-6">
      <h2 id="account-settings-heading" className="font-semibold text-xl tracking-tight">
        Account
      </h2>
      <ProfilePictureCard user={user} ImageUploader={ImageUploader} />
      <NameForm user={user} />
      <EmailForm user={user} />
      <PasswordForm user={user} />
    </section>
  );
}
