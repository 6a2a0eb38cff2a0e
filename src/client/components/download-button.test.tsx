import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/client/components/ui/toaster.tsx';
import { renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { DownloadButton } from './download-button.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** What the page asked the browser to save: the link's name and address at the moment of the click. */
function watchSaves() {
  const saves: { name: string; href: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saves.push({ name: this.download, href: this.href });
  });
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:saved', revokeObjectURL: () => {} }),
  );
  return saves;
}

function renderButton() {
  return renderWithClient(
    <>
      <DownloadButton url="/api/things/export?format=csv">Download CSV</DownloadButton>
      <Toaster />
    </>,
  );
}

describe('DownloadButton', () => {
  it('fetches the file and saves it under the name the server gave', async () => {
    const saves = watchSaves();
    const fetchMock = stubFetch(
      new Response('a,b\n1,2\n', {
        headers: { 'content-disposition': 'attachment; filename="things-2026-11-25.csv"' },
      }),
    );
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(saves).toEqual([{ name: 'things-2026-11-25.csv', href: 'blob:saved' }]),
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/things/export?format=csv');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('shows the server’s reason when it refuses, saves nothing, and can be pressed again', async () => {
    const saves = watchSaves();
    stubFetch(
      Response.json({ message: 'Too many attempts; try again in 15 minutes' }, { status: 429 }),
    );
    renderButton();
    const button = screen.getByRole('button', { name: 'Download CSV' });
    fireEvent.click(button);
    expect(await screen.findByText('Too many attempts; try again in 15 minutes')).toBeVisible();
    expect(saves).toEqual([]);
    expect(button).toHaveProperty('disabled', false);
  });
});
