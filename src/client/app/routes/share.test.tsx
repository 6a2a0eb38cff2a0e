import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { PublicListing } from '@/shared/contracts/sharing.ts';
import { makeUser } from '@/tests/client/fixtures.ts';
import { renderWithClient } from '@/tests/client/render.tsx';
import { SharePage } from './share.tsx';

const ID = '6f1c1f1e-8a4f-4d55-9d3f-1a2b3c4d5e6f';

const listing: PublicListing = {
  id: ID,
  name: 'TaskFlow',
  shortDescription: 'Turns chat threads into tracked tasks.',
  longDescription: 'A lightweight project board.',
  category: 'DevTool',
  platforms: ['macOS', 'Linux'],
  minOsVersions: {},
  status: 'Closed',
  imageUrl: '/objects/0b0f8a52-6a3c-4a8e-9a47-2d3c4e5f6a7b',
  youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
  link: null,
  notes: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  testerCount: 2,
  builder: { firstName: 'Grace', lastName: 'Hopper', businessName: null, website: null },
  answerBadge: null,
};

/** The page reads the session, then the public listing; this answers both. */
function renderShare(user: ReturnType<typeof makeUser> | null, answer: Response) {
  window.history.replaceState(null, '', `/share/${ID}`);
  const session = Response.json(user);
  const fetchMock = vi.fn<typeof fetch>(async (input) =>
    String(input) === '/api/auth/session' ? session.clone() : answer.clone(),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderWithClient(
    <Route path="/share/:id">
      <SharePage />
    </Route>,
  );
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Share page', () => {
  it('shows a skeleton while the listing loads', async () => {
    renderShare(null, Response.json(listing));

    expect(screen.getByRole('status', { name: 'Loading software' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'TaskFlow', level: 1 })).toBeVisible();
  });

  it('says when the listing does not exist', async () => {
    renderShare(
      null,
      Response.json({ code: 'listing_not_found', message: 'Software not found' }, { status: 404 }),
    );

    expect(await screen.findByText('Software Not Found')).toBeVisible();
    expect(
      screen.getByText(
        "The software you're looking for doesn't exist or isn't publicly shareable.",
      ),
    ).toBeVisible();
  });

  it('treats a malformed id as missing', async () => {
    renderShare(null, Response.json({ code: 'not_found', message: 'Not found' }, { status: 404 }));

    expect(await screen.findByText('Software Not Found')).toBeVisible();
  });

  it('shows the listing from the public read, with its status, video and tab title', async () => {
    const fetchMock = renderShare(null, Response.json(listing));

    expect(await screen.findByRole('heading', { name: 'TaskFlow', level: 1 })).toBeVisible();
    expect(screen.getByText('Closed')).toBeVisible();
    expect(screen.getByText('DevTool')).toBeVisible();
    expect(screen.getByText('2 testers have already joined!')).toBeVisible();
    expect(screen.getByTitle('TaskFlow demo video').getAttribute('src')).toContain('dQw4w9WgXcQ');
    expect(document.title).toBe('TaskFlow · Beta Harbor');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      `/api/public/software/${ID}`,
    );
  });

  it('shows no player and no error for a video link that does not parse', async () => {
    renderShare(null, Response.json({ ...listing, youtubeUrl: 'https://vimeo.com/1' }));

    await screen.findByRole('heading', { name: 'TaskFlow', level: 1 });
    expect(screen.queryByText('Invalid YouTube URL')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Demo Video' })).toBeNull();
  });

  it('gives a signed-in visitor a link to the listing', async () => {
    renderShare(makeUser(), Response.json({ ...listing, status: 'Open' }));

    expect(await screen.findByRole('link', { name: 'View listing' })).toHaveAttribute(
      'href',
      `/software/${listing.id}`,
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Join Free' })).toBeNull());
    expect(screen.getByText('Open')).toBeVisible();
  });
});
