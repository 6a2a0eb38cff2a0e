import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/client/components/ui/toaster.tsx';
import { fakeId } from '@/tests/client/fixtures.ts';
import { renderWithClient } from '@/tests/client/render.tsx';
import { DigestPanel } from './digest-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const preview = {
  week: '2026-W48',
  alreadySent: false,
  recipients: 2,
  listings: [{ id: fakeId(), name: 'TaskFlow', shortDescription: 'Chat threads to tasks.' }],
};

function stubApi(previewBody: typeof preview) {
  const fetchMock = vi.fn<typeof fetch>(async (_input, init) =>
    init?.method === 'POST'
      ? Response.json({ sent: true, recipients: 2, message: 'Digest for 2026-W48 queued' })
      : Response.json(previewBody),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPanel() {
  renderWithClient(
    <>
      <DigestPanel />
      <Toaster />
    </>,
  );
}

describe('DigestPanel', () => {
  it("previews the week and sends it after confirming, toasting the server's message", async () => {
    const fetchMock = stubApi(preview);
    renderPanel();

    expect(await screen.findByText('2026-W48')).toBeVisible();
    expect(screen.getByText('Not sent yet')).toBeVisible();
    expect(screen.getByText('TaskFlow')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Send digest now' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send digest' }));

    expect(await screen.findByText('Digest for 2026-W48 queued')).toBeVisible();
    const send = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(send?.[0]).toBe('/api/admin/digest/send');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([, init]) => !init?.method || init.method === 'GET'),
      ).toHaveLength(2),
    );
  });

  it('names the first 10 listings and counts the rest', async () => {
    const listings = Array.from({ length: 23 }, (_, n) => ({
      id: fakeId(),
      name: `Listing ${n + 1}`,
      shortDescription: `Beta number ${n + 1}.`,
    }));
    stubApi({ ...preview, listings });
    renderPanel();

    expect(await screen.findByText('Listing 1')).toBeVisible();
    expect(screen.getByText('Listing 10')).toBeVisible();
    expect(screen.queryByText('Listing 11')).toBeNull();
    const named = screen.getByRole('list', { name: 'Listings it would include' });
    expect(within(named).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('and 13 more')).toBeVisible();
  });

  it('offers no second send in the same week, and says why', async () => {
    stubApi({ ...preview, alreadySent: true });
    renderPanel();

    const button = await screen.findByRole<HTMLButtonElement>('button', {
      name: 'Send digest now',
    });
    expect(button.disabled).toBe(true);
    expect(screen.getByText("This week's digest has already been sent.")).toBeVisible();
  });
});
