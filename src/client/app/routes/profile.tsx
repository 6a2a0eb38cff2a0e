import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link, Redirect, useSearchParams } from 'wouter';
import { PageContainer } from '@/client/app/layout/page-container.tsx';
import { Button } from '@/client/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card.tsx';
import { AccountDataSection } from '@/client/features/accounts/components/account-data-section.tsx';
import { AccountSettings } from '@/client/features/accounts/components/account-settings.tsx';
import { getUserQueryOptions, useUser } from '@/client/features/auth/api/get-user.ts';
import { YourDevices } from '@/client/features/devices/components/your-devices.tsx';
import { TesterFeedbackRecord } from '@/client/features/feedback/components/tester-feedback-record.tsx';
import { ImageUploadDialog } from '@/client/features/images/components/image-upload-dialog.tsx';
import { InvitationSetting } from '@/client/features/matching/components/invitation-setting.tsx';
import { MyReports } from '@/client/features/moderation/components/my-reports.tsx';
import { NotificationPreferences } from '@/client/features/notifications/components/notification-preferences.tsx';
import { ProfileForm } from '@/client/features/profile/components/profile-form.tsx';
import { ProfileSkeleton } from '@/client/features/profile/components/profile-skeleton.tsx';
import { ProfileVisibilitySetting } from '@/client/features/reputation/components/profile-visibility-setting.tsx';
import { useDocumentTitle } from '@/client/hooks/use-document-title.ts';
import { signOut } from '@/client/lib/sign-out.ts';
import type { User } from '@/shared/contracts/auth.ts';
import { isProfileComplete, safeReturnTo } from '@/shared/contracts/session.ts';
import { clientRoutes } from '@/shared/routes.ts';

function profileTitle(user: User | null | undefined): string | null {
  if (!user) return null;
  return isProfileComplete(user) ? 'Profile Settings' : 'Complete Your Profile';
}

export function ProfilePage() {
  const { user, isLoading } = useUser();
  const queryClient = useQueryClient();
  const [justCompleted, setJustCompleted] = useState(false);
  const [searchParams] = useSearchParams();
  useDocumentTitle(profileTitle(user));

  if (isLoading || !user) {
    return (
      <PageContainer className="max-w-2xl">
        <ProfileSkeleton />
      </PageContainer>
    );
  }

  // Completion mode: a user without a role or phone is kept here until the profile is filled.
  const completing = !isProfileComplete(user);
  // Leave only once the saved user has reached this render: React Query publishes cache updates
  // a tick later, and navigating sooner meets the router's guard with the incomplete user, which
  // sends the browser straight back here.
  // Completion ends on Browse, or back where the user was headed (e.g. a shared listing).
  if (justCompleted && !completing)
    return <Redirect to={safeReturnTo(searchParams.get('returnTo'))} />;

  const onSaved = (saved: User) => {
    queryClient.setQueryData(getUserQueryOptions().queryKey, saved);
    if (completing) setJustCompleted(true);
  };

  return (
    <PageContainer className="max-w-2xl">
      <Card>
        {/* Sign Out sits up here, apart from Save: the two are not a pair of choices. Completion
            mode hides it, as the profile has to be finished first. */}
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-x-4">
          <div className="grid min-w-0 flex-1 basis-64 gap-1.5">
            <CardTitle as="h1" className="text-2xl">
              {completing ? 'Complete Your Profile' : 'Profile Settings'}
            </CardTitle>
            <CardDescription>
              {completing
                ? 'Add your phone number and choose how you will use Beta Harbor to get started.'
                : 'Update your contact details, role and e-mail preferences.'}
            </CardDescription>
            {!completing && (
              <Link
                href={clientRoutes.person(user.id)}
                className="w-fit text-primary text-sm underline-offset-4 hover:underline"
              >
                See your public profile: your record and the ratings you received
              </Link>
            )}
          </div>
          {!completing && (
            <Button type="button" variant="outline" size="sm" onClick={() => void signOut()}>
              <LogOut aria-hidden="true" />
              Sign Out
            </Button>
          )}
        </CardHeader>
        <CardContent>
          <ProfileForm user={user} onSaved={onSaved} />
        </CardContent>
      </Card>
      {!completing && <YourDevices />}
      {!completing && <AccountSettings user={user} ImageUploader={ImageUploadDialog} />}
      {!completing && <NotificationPreferences user={user} />}
      {!completing && user.role === 'Tester' && <ProfileVisibilitySetting />}
      {!completing && user.role === 'Tester' && <InvitationSetting />}
      {!completing && <TesterFeedbackRecord user={user} />}
      {!completing && <MyReports />}
      <AccountDataSection user={user} />
    </PageContainer>
  );
}
