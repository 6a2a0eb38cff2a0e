import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/client/lib/api-client.ts';
import type { User } from '@/shared/contracts/auth.ts';
import type { UpdateProfileBody } from '@/shared/contracts/profile.ts';
import { authPaths } from '@/shared/contracts/session.ts';

async function updateProfile(body: UpdateProfileBody): Promise<User> {
  const res = await apiRequest('PUT', authPaths.profile, body);
  return res.json();
}

/** The caller decides what a saved profile changes (the session's user lives in another feature). */
export function useUpdateProfile({ onSuccess }: { onSuccess: (user: User) => void }) {
  return useMutation({ mutationFn: updateProfile, onSuccess });
}
