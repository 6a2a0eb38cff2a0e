import { useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/client/components/ui/toaster.tsx';
import { getQueryFn } from '@/client/lib/api-client.ts';
import { queryKeys } from '@/client/lib/query-keys.ts';
import type { Session, User } from '@/shared/contracts/auth.ts';
import { makeUser } from '@/tests/client/fixtures.ts';
import { stubLoadedImages } from '@/tests/client/loaded-images.ts';
import { stubPendingFetch } from '@/tests/client/pending-fetch.ts';
import { renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { ProfilePictureCard } from './profile-picture-card.tsx';

const PICTURE = '/objects/6f1c1f1e-8a4f-4d55-9d3f-1a2b3c4d5e6f';

/** Stands in for the image pipeline's dialog: its trigger hands over a processed image at once. */
function InstantUploader({
  trigger,
  onUploaded,
}: {
  trigger: ReactNode;
  onUploaded: (path: string) => void;
}) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a test double for the real dialog
    // biome-ignore lint/a11y/useKeyWithClickEvents: a test double for the real dialog
    <span onClick={() => onUploaded(PICTURE)}>{trigger}</span>
  );
}

/** The card as the profile page shows it: fed the signed-in user from the session read. */
function SignedInCard({ signedIn }: { signedIn: User }) {
  const { data: user } = useQuery({
    queryKey: queryKeys.session,
    queryFn: getQueryFn<Session>(),
    initialData: signedIn,
  });
  return user ? <ProfilePictureCard user={user} ImageUploader={InstantUploader} /> : null;
}

const renderCard = (user: User) =>
  renderWithClient(
    <>
      <SignedInCard signedIn={user} />
      <Toaster />
    </>,
  );

beforeEach(stubLoadedImages);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const picture = () => document.querySelector('img');

describe('ProfilePictureCard', () => {
  it('saves the uploaded image as the picture and shows it in place of the initials', async () => {
    const user = makeUser();
    const { fetchMock, answer } = stubPendingFetch();
    renderCard(user);
    expect(picture()).toBeNull();

    fireEvent.click(await screen.findByRole('button', { name: 'Upload picture' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toHaveProperty(
      'disabled',
      true,
    );
    answer(Response.json({ ...user, profileImageUrl: PICTURE }));

    expect(await screen.findByText('Profile picture updated')).toBeVisible();
    expect(picture()?.getAttribute('src')).toBe(PICTURE);
    expect(screen.getByRole('button', { name: 'Change picture' })).toBeEnabled();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/profile-picture');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ profileImageUrl: PICTURE });
  });

  it('removes the picture, back to the initials', async () => {
    const user = makeUser({ profileImageUrl: PICTURE });
    const fetchMock = stubFetch(Response.json({ ...user, profileImageUrl: null }));
    renderCard(user);
    expect(picture()?.getAttribute('src')).toBe(PICTURE);

    fireEvent.click(await screen.findByRole('button', { name: 'Remove picture' }));

    expect(await screen.findByText('Profile picture removed')).toBeVisible();
    expect(picture()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove picture' })).toBeNull();
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
  });

  it('says what went wrong when the picture is refused', async () => {
    stubFetch(
      Response.json(
        {
          message: 'Upload a picture first',
          errors: { profileImageUrl: 'Upload a picture first' },
        },
        { status: 400 },
      ),
    );
    renderCard(makeUser());
    fireEvent.click(await screen.findByRole('button', { name: 'Upload picture' }));
    expect(await screen.findByText('Upload a picture first')).toBeVisible();
    expect(picture()).toBeNull();
  });
});
