import type { User } from '@shared/contracts/auth.ts';
import { isProfileComplete, safeReturnTo } from '@shared/contracts/session.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Redirect, useSearchParams } from 'wouter';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { getUserQueryOptions, useUser } from '../../features/auth/api/get-user.ts';
import { ProfileForm } from '../../features/profile/components/profile-form.tsx';
import { ProfileSkeleton } from '../../features/profile/components/profile-skeleton.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { PageContainer } from '../layout/page-container.tsx';

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
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            {completing ? 'Complete Your Profile' : 'Profile Settings'}
          </CardTitle>
          <CardDescription>
            {completing
              ? 'Add your phone number and choose how you will use Beta Harbor to get started.'
              : 'Update your contact details, role and e-mail preferences.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ProfileForm user={user} completing={completing} onSaved={onSaved} />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
