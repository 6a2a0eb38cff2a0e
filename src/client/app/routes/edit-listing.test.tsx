import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { Toaster } from '@/client/components/ui/toaster.tsx';
import { makeListing, makeUser } from '@/tests/client/fixtures.ts';
import { renderWithClient, stubResizeObserver } from '@/tests/client/render.tsx';
import { EditListingPage } from './edit-listing.tsx';

beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const builder = makeUser({ role: 'Builder' });
const QUESTION_ID = '3b241101-e2bb-4255-8caf-4136c566a962';
const listing = makeListing({
  builderId: builder.id,
  name: 'TaskFlow',
  category: 'Mobile',
  link: 'https://taskflow.example',
  testerLimit: 20,
  inactivityDays: 14,
  accessInstructions: 'Invite code HARBOR',
  screeningQuestions: [
    {
      id: QUESTION_ID,
      prompt: 'Which phone?',
      kind: 'choice',
      options: ['iOS', 'Android'],
      required: true,
    },
  ],
});

/** Opens /software/{id}/edit as `user`; the API answers the listing, then each save. */
function renderEdit(user = builder, read: Response = Response.json(listing)) {
  window.history.replaceState(null, '', `/software/${listing.id}/edit`);
  const fetchMock = vi.fn<typeof fetch>(async (_input, init) =>
    init?.method === 'PATCH'
      ? Response.json({ ...listing, ...JSON.parse(String(init.body)) })
      : read.clone(),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderWithClient(
    <>
      <Route path="/software/:id/edit">
        <EditListingPage user={user} />
      </Route>
      <Toaster />
    </>,
  );
  return fetchMock;
}

const patches = (fetchMock: ReturnType<typeof renderEdit>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');

describe('Edit Software', () => {
  it('opens the post form filled in with what the listing says now', async () => {
    renderEdit();
    expect(await screen.findByRole('heading', { name: 'Edit Software', level: 1 })).toBeVisible();
    const value = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;
    expect(value('Name*')).toBe('TaskFlow');
    expect(value('Link')).toBe('https://taskflow.example');
    expect(value('Tester limit')).toBe('20');
    expect(value('Release silent testers after (days)')).toBe('14');
    expect(value('Access instructions')).toBe('Invite code HARBOR');
    expect(value('Question 1')).toBe('Which phone?');
    expect(value('Option 2 of question 1')).toBe('Android');
    expect(screen.getByRole('radio', { name: 'Mobile' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('img', { name: 'Preview of your upload' }).getAttribute('src')).toBe(
      listing.imageUrl,
    );
    expect(screen.getByRole('button', { name: 'Change Image' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('saves the changes, question ids kept, then goes back to the listing', async () => {
    const fetchMock = renderEdit();
    fireEvent.change(await screen.findByLabelText('Name*'), {
      target: { value: 'TaskFlow Deux' },
    });
    fireEvent.change(screen.getByLabelText('Tester limit'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    const [url, init] = patches(fetchMock)[0] ?? [];
    expect(url).toBe(`/api/software/${listing.id}`);
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'TaskFlow Deux',
      category: 'Mobile',
      imageUrl: listing.imageUrl,
      testerLimit: null,
      inactivityDays: 14,
      accessInstructions: 'Invite code HARBOR',
      screeningQuestions: [
        {
          id: QUESTION_ID,
          prompt: 'Which phone?',
          kind: 'choice',
          options: ['iOS', 'Android'],
          required: true,
        },
      ],
    });
    expect(await screen.findByText('Changes saved')).toBeVisible();
    await waitFor(() => expect(window.location.pathname).toBe(`/software/${listing.id}`));
  });

  it('asks before throwing away changes, and names them as changes', async () => {
    renderEdit();
    fireEvent.change(await screen.findByLabelText('Name*'), { target: { value: 'Renamed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alertdialog', { name: 'Discard your changes?' })).toBeVisible();
  });

  it('turns away anyone but the builder who posted it', async () => {
    for (const user of [makeUser({ role: 'Builder' }), makeUser({ role: 'Tester' })]) {
      const fetchMock = renderEdit(user);
      expect(
        await screen.findByText('Only the builder who posted this software can edit it.'),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: 'Back to the listing' }).getAttribute('href')).toBe(
        `/software/${listing.id}`,
      );
      expect(screen.queryByLabelText('Name*')).toBeNull();
      expect(patches(fetchMock)).toHaveLength(0);
      cleanup();
    }
  });

  it('says when the listing does not exist', async () => {
    renderEdit(
      builder,
      Response.json({ code: 'listing_not_found', message: 'Software not found' }, { status: 404 }),
    );
    expect(await screen.findByText('Software Not Found')).toBeVisible();
  });
});
