import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '@/client/components/ui/toaster.tsx';
import type { Invitation } from '@/shared/contracts/matching.ts';
import { makeListing } from '@/tests/client/fixtures.ts';
import { makeInvitation, sentTo, stubApi } from '@/tests/client/matching-fixtures.ts';
import { renderWithClient } from '@/tests/client/render.tsx';
import { MyInvitations } from './my-invitations.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pending = makeInvitation({
  listing: makeListing({ name: 'Tide Tables' }),
  message: 'Our Android build needs a second pair of eyes.',
});
const answered = makeInvitation({
  listing: makeListing({ name: `Ærøskøbing ${'é'.repeat(68)}` }),
  status: 'Ignored',
});

function renderInvitations(invitations: Invitation[]) {
  const fetchMock = stubApi({
    'GET /api/me/invitations': () => Response.json(invitations),
    [`POST /api/invitations/${pending.id}/accept`]: () => new Response(null, { status: 204 }),
    [`POST /api/invitations/${pending.id}/ignore`]: () => new Response(null, { status: 204 }),
  });
  const memory = memoryLocation({ path: '/my-demos', record: true });
  renderWithClient(
    <Router hook={memory.hook}>
      <MyInvitations />
      <Toaster />
    </Router>,
  );
  return { fetchMock, memory };
}

describe('Invitations on My Demos', () => {
  it('lists each invitation with its listing, builder and message', async () => {
    renderInvitations([pending, answered]);
    expect(await screen.findByRole('heading', { name: 'Invitations' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Tide Tables' })).toBeVisible();
    expect(screen.getAllByText('Grace Hopper invited you to their test cycle.')).toHaveLength(2);
    expect(screen.getByText('Our Android build needs a second pair of eyes.')).toBeVisible();
    expect(screen.getByText('Ignored')).toBeVisible();
    expect(screen.getByRole('link', { name: `View ${answered.listing.name}` })).toBeVisible();
  });

  it('accepts and opens the listing to join', async () => {
    const { fetchMock, memory } = renderInvitations([pending]);
    fireEvent.click(await screen.findByRole('button', { name: 'View and join Tide Tables' }));
    await waitFor(() => expect(memory.history?.at(-1)).toBe(`/software/${pending.listing.id}`));
    expect(sentTo(fetchMock, 'POST', `/api/invitations/${pending.id}/accept`)).toHaveLength(1);
  });

  it('ignores, and says so', async () => {
    const { fetchMock } = renderInvitations([pending]);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Ignore the invitation to Tide Tables' }),
    );
    expect(await screen.findByText('Invitation ignored')).toBeVisible();
    expect(sentTo(fetchMock, 'POST', `/api/invitations/${pending.id}/ignore`)).toHaveLength(1);
  });

  it('shows nothing when there are none', async () => {
    const { fetchMock } = renderInvitations([]);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Invitations' })).toBeNull();
  });
});
