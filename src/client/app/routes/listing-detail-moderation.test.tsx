import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import type { User } from '@/shared/contracts/auth.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import type { ListingHide } from '@/shared/contracts/moderation.ts';
import {
  APPEAL_MAX,
  APPEAL_SENT_MESSAGE,
  HIDDEN_LISTING_TITLE,
} from '@/shared/contracts/moderation-rules.ts';
import { makeListing, makeUser } from '@/tests/client/fixtures.ts';
import { renderWithClient, stubResizeObserver } from '@/tests/client/render.tsx';
import { ListingDetailPage } from './listing-detail.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Handler = (init?: RequestInit) => Response;

const notHidden = () =>
  Response.json({ code: 'listing_not_hidden', message: 'Not hidden' }, { status: 404 });

function renderDetail(user: User | null, listing: Listing, routes: Record<string, Handler> = {}) {
  stubResizeObserver();
  window.history.replaceState(null, '', `/software/${listing.id}`);
  const answers: Record<string, Handler> = {
    'GET /api/auth/session': () => Response.json(user),
    [`GET /api/software/${listing.id}`]: () => Response.json(listing),
    [`GET /api/software/${listing.id}/hidden`]: notHidden,
    [`GET /api/software/${listing.id}/feedback/stats`]: () =>
      Response.json({ received: 0, acknowledgedShare: null, medianFirstResponseHours: null }),
    'GET /api/interests': () => Response.json([]),
    ...routes,
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const handler = answers[`${init?.method ?? 'GET'} ${String(input)}`];
    return handler ? handler(init) : Response.json({}, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithClient(
    <Route path="/software/:id">
      <ListingDetailPage />
    </Route>,
  );
  return fetchMock;
}

const urls = (fetchMock: ReturnType<typeof renderDetail>) =>
  fetchMock.mock.calls.map(([input]) => String(input));

function makeHide(listing: Listing, overrides: Partial<ListingHide> = {}): ListingHide {
  return {
    listingId: listing.id,
    listingName: listing.name,
    cause: 'moderation',
    reason: 'The download link served malware.',
    hiddenAt: '2026-12-01T10:00:00.000Z',
    appeal: null,
    appealedAt: null,
    appealRejectedAt: null,
    ...overrides,
  };
}

describe('Reporting a listing', () => {
  it('offers Report to a signed-in tester, and sends a listing report', async () => {
    const listing = makeListing();
    const fetchMock = renderDetail(makeUser({ role: 'Tester' }), listing, {
      'POST /api/reports': () => new Response(null, { status: 201 }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Report TaskFlow' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report TaskFlow' });
    await user.click(within(dialog).getByRole('radio', { name: 'Malware or phishing' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      targetType: 'listing',
      targetId: listing.id,
      reason: 'malware',
    });
    // Nobody but the builder asks why a listing is hidden.
    expect(urls(fetchMock)).not.toContain(`/api/software/${listing.id}/hidden`);
  });

  it.each([
    ['a visitor', null],
    ['an admin', makeUser({ role: 'Admin' })],
  ])('offers no Report to %s', async (_who, viewer) => {
    renderDetail(viewer, makeListing());
    expect(await screen.findByRole('heading', { name: 'TaskFlow', level: 1 })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });

  it('offers no Report to the listing’s builder', async () => {
    const listing = makeListing();
    renderDetail(makeUser({ id: listing.builderId, role: 'Builder' }), listing);
    expect(await screen.findByRole('link', { name: 'Edit TaskFlow' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: HIDDEN_LISTING_TITLE })).not.toBeInTheDocument();
  });
});

describe("The builder's hidden listing", () => {
  it('says why and since when, and takes one appeal', async () => {
    const listing = makeListing();
    let hide = makeHide(listing);
    const fetchMock = renderDetail(makeUser({ id: listing.builderId, role: 'Builder' }), listing, {
      [`GET /api/software/${listing.id}/hidden`]: () => Response.json(hide),
      [`POST /api/software/${listing.id}/appeal`]: () => {
        hide = { ...hide, appeal: 'It was a false alarm.', appealedAt: '2026-12-02T10:00:00.000Z' };
        return new Response(null, { status: 201 });
      },
    });
    const user = userEvent.setup();
    const banner = await screen.findByRole('region', { name: HIDDEN_LISTING_TITLE });
    expect(within(banner).getByText(/Hidden on Dec 1, 2026/)).toBeVisible();
    expect(within(banner).getByText('The download link served malware.')).toBeVisible();

    await user.click(within(banner).getByRole('button', { name: 'Appeal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Appeal for TaskFlow' });
    await user.click(within(dialog).getByRole('button', { name: 'Send appeal' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Say why it should be shown',
    );
    await user.type(
      within(dialog).getByLabelText('Why should it be shown?'),
      'It was a false alarm.',
    );
    expect(within(dialog).getByText(`21/${APPEAL_MAX.toLocaleString('en-US')}`)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Send appeal' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(banner).getByRole('status')).toHaveTextContent(APPEAL_SENT_MESSAGE);
    expect(within(banner).queryByRole('button', { name: 'Appeal' })).not.toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ message: 'It was a false alarm.' });
    await waitFor(() => expect(banner).toHaveFocus());
  });

  it('shows the server message when the appeal is refused', async () => {
    const listing = makeListing();
    renderDetail(makeUser({ id: listing.builderId, role: 'Builder' }), listing, {
      [`GET /api/software/${listing.id}/hidden`]: () => Response.json(makeHide(listing)),
      [`POST /api/software/${listing.id}/appeal`]: () =>
        Response.json(
          { code: 'already_appealed', message: 'You already appealed.' },
          { status: 409 },
        ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Appeal' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Please');
    await user.click(within(dialog).getByRole('button', { name: 'Send appeal' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You already appealed.');
  });

  it('says an appeal already sent, or rejected, and offers no second one', async () => {
    const listing = makeListing();
    renderDetail(makeUser({ id: listing.builderId, role: 'Builder' }), listing, {
      [`GET /api/software/${listing.id}/hidden`]: () =>
        Response.json(
          makeHide(listing, {
            appeal: 'Please',
            appealedAt: '2026-12-02T10:00:00.000Z',
            appealRejectedAt: '2026-12-03T10:00:00.000Z',
          }),
        ),
    });
    const banner = await screen.findByRole('region', { name: HIDDEN_LISTING_TITLE });
    expect(within(banner).getByRole('status')).toHaveTextContent(
      'An admin read your appeal on Dec 3, 2026 and kept the listing hidden.',
    );
    expect(within(banner).queryByRole('button', { name: 'Appeal' })).not.toBeInTheDocument();
  });

  it('wraps a 500-character reason at 375 px', async () => {
    const listing = makeListing();
    const reason = 'x'.repeat(500);
    renderDetail(makeUser({ id: listing.builderId, role: 'Builder' }), listing, {
      [`GET /api/software/${listing.id}/hidden`]: () =>
        Response.json(makeHide(listing, { reason })),
    });
    const text = await screen.findByText(reason);
    const paragraph = text.closest('p') as HTMLElement;
    expect(paragraph.className).toContain('wrap-anywhere');
    for (let node: HTMLElement | null = paragraph; node; node = node.parentElement) {
      expect(node.className).not.toMatch(/\b(truncate|whitespace-nowrap|overflow-x-\w+)\b/);
    }
  });
});

describe("A listing's link", () => {
  it('shows the domain it leads to and goes out as nofollow user content in a new tab', async () => {
    const listing = makeListing({ link: 'https://www.downloads.example/taskflow.zip' });
    renderDetail(makeUser({ role: 'Tester' }), listing);
    const link = await screen.findByRole('link', { name: /Visit website/ });
    expect(link).toHaveTextContent('Visit website(downloads.example)');
    expect(link).toHaveAttribute('href', 'https://www.downloads.example/taskflow.zip');
    expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
