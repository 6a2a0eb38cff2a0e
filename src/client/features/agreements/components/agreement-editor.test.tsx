import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/client/components/ui/toaster.tsx';
import type { Agreement } from '@/shared/contracts/agreements.ts';
import { fakeId } from '@/tests/client/fixtures.ts';
import { renderWithClient } from '@/tests/client/render.tsx';
import { AgreementEditor } from './agreement-editor.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const listingId = fakeId();
const terms = (version: number, text: string): Agreement => ({
  listingId,
  version,
  text,
  createdAt: '2026-11-29T10:00:00.000Z',
});
const notFound = () =>
  Response.json(
    { code: 'agreement_not_found', message: 'This listing has no terms' },
    { status: 404 },
  );

/** Answers GET with `current`, PUT with `saved` (204 when null). */
function stubAgreementApi(current: Response, saved?: Agreement | null) {
  const fetchMock = vi.fn<typeof fetch>(async (_url, init) => {
    if (init?.method !== 'PUT') return current.clone();
    return saved ? Response.json(saved) : new Response(null, { status: 204 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderEditor() {
  renderWithClient(
    <>
      <AgreementEditor listingId={listingId} />
      <Toaster />
    </>,
  );
}

const field = () => screen.findByLabelText('Terms testers must accept (NDA or test agreement)');

describe('AgreementEditor', () => {
  it('shows the current version and its date, counts up to 20,000 and saves a new version', async () => {
    const fetchMock = stubAgreementApi(
      Response.json(terms(2, 'No screenshots.')),
      terms(3, 'No screenshots.\nNo videos.'),
    );
    renderEditor();

    const textarea = await field();
    expect(textarea).toHaveValue('No screenshots.');
    expect(screen.getByText('Version 2, saved Nov 29, 2026.')).toBeVisible();
    expect(screen.getByText('15/20,000')).toBeVisible();
    expect(
      screen.getByText(
        'Changing the terms makes a new version; testers who joined keep the version they accepted.',
      ),
    ).toBeVisible();
    expect(textarea).toHaveAttribute('maxLength', '20000');

    fireEvent.change(textarea, { target: { value: 'No screenshots.\nNo videos.' } });
    expect(screen.getByText('26/20,000')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Save terms' }));

    expect(await screen.findByText('Terms saved as version 3')).toBeVisible();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe(`/api/software/${listingId}/agreement`);
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ text: 'No screenshots.\nNo videos.' });
    expect(await screen.findByText('Version 3, saved Nov 29, 2026.')).toBeVisible();
  });

  it('says when there are no terms yet, and that emptying them lets testers join without any', async () => {
    stubAgreementApi(notFound(), null);
    renderEditor();
    expect(
      await screen.findByText('No terms yet: testers join without accepting any.'),
    ).toBeVisible();
    expect(await field()).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Save terms' }));
    expect(
      await screen.findByText('Terms removed: testers join without accepting any'),
    ).toBeVisible();
  });

  it('offers to try again when the terms fail to load', async () => {
    stubAgreementApi(Response.json({ code: 'internal', message: 'Boom' }, { status: 500 }));
    renderEditor();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load the terms.')).toBeVisible();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
