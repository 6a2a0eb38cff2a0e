import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/client/components/ui/toaster.tsx';
import {
  AGREEMENT_CHANGED_MESSAGE,
  AGREEMENT_REQUIRED_MESSAGE,
} from '@/shared/contracts/agreement-rules.ts';
import type { Agreement } from '@/shared/contracts/agreements.ts';
import type { Listing } from '@/shared/contracts/listings.ts';
import { fakeId, makeInterest, makeListing, makeListingTester } from '@/tests/client/fixtures.ts';
import { renderWithClient, stubResizeObserver } from '@/tests/client/render.tsx';
import { JoinBetaButton } from './join-beta-button.tsx';
import { TesterRow } from './tester-row.tsx';

beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const terms = (listing: Listing, version: number, text: string): Agreement => ({
  listingId: listing.id,
  version,
  text,
  createdAt: '2026-11-29T10:00:00.000Z',
});

/** The terms read answers each of `versions` in turn; joins answer `joins` in turn. */
function stubJoinApi(versions: Agreement[], joins: Response[]) {
  const fetchMock = vi.fn<typeof fetch>(async (url, init) => {
    if (init?.method === 'POST') return joins.shift() as Response;
    if (String(url).endsWith('/agreement')) {
      return Response.json(versions.length > 1 ? versions.shift() : versions[0]);
    }
    return Response.json({});
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const posted = (fetchMock: ReturnType<typeof stubJoinApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

function renderButton(listing: Listing) {
  renderWithClient(
    <>
      <JoinBetaButton listing={listing} />
      <Toaster />
    </>,
  );
}

describe('joining a beta with terms', () => {
  it('shows the terms and joins only once the box is ticked, with the version shown', async () => {
    const listing = makeListing({ agreementVersion: 1 });
    const longWord = 'é'.repeat(500);
    const fetchMock = stubJoinApi(
      [terms(listing, 1, `No screenshots.\n${longWord}`)],
      [Response.json(makeInterest({ software: listing }), { status: 201 })],
    );
    renderButton(listing);

    fireEvent.click(screen.getByRole('button', { name: "I'll Test This" }));
    const dialog = await screen.findByRole('dialog', { name: `Join ${listing.name}` });
    const text = await within(dialog).findByRole('region', { name: 'Terms' });
    expect(text.textContent).toBe(`No screenshots.\n${longWord}`);
    expect(text).toHaveClass('whitespace-pre-wrap', 'break-words', 'overflow-y-auto');
    expect(within(dialog).getByText('Terms (version 1)')).toBeVisible();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept and join' }));
    expect(await within(dialog).findByText(AGREEMENT_REQUIRED_MESSAGE)).toBeVisible();
    const box = within(dialog).getByRole('checkbox', {
      name: 'I have read and accept these terms',
    });
    expect(box).toHaveFocus();
    expect(posted(fetchMock)).toEqual([]);

    fireEvent.click(box);
    expect(within(dialog).queryByText(AGREEMENT_REQUIRED_MESSAGE)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept and join' }));
    expect(await screen.findByText("You've joined this beta test!")).toBeVisible();
    expect(posted(fetchMock)).toEqual([
      { softwareId: listing.id, answers: {}, agreementVersion: 1 },
    ]);
  });

  it('reads the new terms when they changed meanwhile, says so, and asks to accept them again', async () => {
    const listing = makeListing({ agreementVersion: 1 });
    const fetchMock = stubJoinApi(
      [terms(listing, 1, 'The first terms'), terms(listing, 2, 'The new terms')],
      [
        Response.json(
          { code: 'agreement_changed', message: AGREEMENT_CHANGED_MESSAGE },
          { status: 409 },
        ),
        Response.json(makeInterest({ software: listing }), { status: 201 }),
      ],
    );
    renderButton(listing);

    fireEvent.click(screen.getByRole('button', { name: "I'll Test This" }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('The first terms')).toBeVisible();
    const box = () =>
      within(dialog).getByRole('checkbox', { name: 'I have read and accept these terms' });
    fireEvent.click(box());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept and join' }));

    expect(await within(dialog).findByText(AGREEMENT_CHANGED_MESSAGE)).toBeVisible();
    expect(await within(dialog).findByText('The new terms')).toBeVisible();
    expect(within(dialog).getByText('Terms (version 2)')).toBeVisible();
    expect(box()).not.toBeChecked();

    fireEvent.click(box());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept and join' }));
    await waitFor(() => expect(posted(fetchMock)).toHaveLength(2));
    expect(posted(fetchMock)[1]).toEqual({
      softwareId: listing.id,
      answers: {},
      agreementVersion: 2,
    });
  });

  it('asks no terms of a listing without them', async () => {
    const listing = makeListing();
    const fetchMock = stubJoinApi(
      [],
      [Response.json(makeInterest({ software: listing }), { status: 201 })],
    );
    renderButton(listing);
    fireEvent.click(screen.getByRole('button', { name: "I'll Test This" }));
    await waitFor(() =>
      expect(posted(fetchMock)).toEqual([{ softwareId: listing.id, answers: {} }]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(
      `/api/software/${listing.id}/agreement`,
    );
  });
});

describe('the builder’s tester row', () => {
  it('says which version of the terms the tester accepted, and when', () => {
    const tester = makeListingTester('Ana', {
      agreement: { version: 2, acceptedAt: '2026-11-29T15:30:00.000Z' },
    });
    renderWithClient(
      <TesterRow
        tester={tester}
        questions={[]}
        selected={false}
        onSelectedChange={() => {}}
        onDecide={() => {}}
        busy={false}
      />,
    );
    expect(screen.getByText('Accepted terms v2 on Nov 29, 2026')).toBeVisible();
  });

  it('says nothing of terms for a tester who accepted none', () => {
    renderWithClient(
      <TesterRow
        tester={makeListingTester('Ivo', { id: fakeId() })}
        questions={[]}
        selected={false}
        onSelectedChange={() => {}}
        onDecide={() => {}}
        busy={false}
      />,
    );
    expect(screen.queryByText(/Accepted terms/)).toBeNull();
  });
});
