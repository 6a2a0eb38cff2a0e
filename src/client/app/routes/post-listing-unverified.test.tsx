import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/client/components/ui/toaster.tsx';
import { VERIFY_TO_POST_MESSAGE } from '@/shared/contracts/moderation-rules.ts';
import { stubUploadRequests } from '@/tests/client/fake-upload-request.ts';
import { makeUser } from '@/tests/client/fixtures.ts';
import {
  fetchedUrls,
  renderWithClient,
  stubFetch,
  stubResizeObserver,
} from '@/tests/client/render.tsx';
import { PostListingPage } from './post-listing.tsx';

beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(user: ReturnType<typeof makeUser>) {
  renderWithClient(
    <>
      <PostListingPage user={user} />
      <Toaster />
    </>,
  );
}

describe('Posting before the address is verified', () => {
  it('says to verify first instead of showing the form, and resends the link', async () => {
    const fetchMock = stubFetch(Response.json({ email: 'new@example.com' }));
    renderPage(makeUser({ role: 'Builder', emailVerified: false, email: 'new@example.com' }));

    expect(screen.getByRole('alert')).toHaveTextContent(VERIFY_TO_POST_MESSAGE);
    expect(screen.getByText('new@example.com')).toBeVisible();
    expect(screen.queryByLabelText('Name*')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Resend link' }));
    expect(await screen.findByText('We sent a new link to new@example.com.')).toBeVisible();
    expect(fetchedUrls(fetchMock)).toEqual(['/api/auth/resend-verification']);
  });

  it('shows the server’s email_not_verified refusal when the session was out of date', async () => {
    stubFetch(
      Response.json({ uploadURL: '/api/uploads/token-1' }),
      Response.json({ objectPath: '/objects/0f8fad5b-d9cb-469f-a165-70867728950e' }),
      Response.json(
        { code: 'email_not_verified', message: VERIFY_TO_POST_MESSAGE },
        { status: 403 },
      ),
    );
    stubUploadRequests();
    renderPage(makeUser({ role: 'Builder' }));
    fireEvent.change(screen.getByLabelText('Name*'), { target: { value: 'TaskFlow' } });
    fireEvent.change(screen.getByLabelText('Short Description*'), { target: { value: 'Tasks' } });
    fireEvent.change(screen.getByLabelText('Long Description*'), { target: { value: 'A board.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload Image' }));
    fireEvent.change(screen.getByLabelText('Image file'), {
      target: { files: [new File(['png-bytes'], 'shot.png', { type: 'image/png' })] },
    });
    const upload = screen.getByRole('button', { name: 'Upload' });
    await waitFor(() => expect(upload).toHaveProperty('disabled', false));
    fireEvent.click(upload);
    await screen.findByRole('button', { name: 'Change Image' });
    const publish = screen.getByRole('button', { name: 'Publish' });
    await waitFor(() => expect(publish.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(publish);

    expect(await screen.findByText(VERIFY_TO_POST_MESSAGE)).toBeVisible();
  });
});
