import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgreementAcceptance } from '@/shared/contracts/agreements.ts';
import { fakeId } from '@/tests/client/fixtures.ts';
import { renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { AcceptedTermsNote } from './accepted-terms-note.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const listingId = fakeId();
const longWord = 'x'.repeat(500);
const acceptance: AgreementAcceptance = {
  listingId,
  testerId: fakeId(),
  version: 2,
  text: `Keep it quiet.\nSecond line ${longWord}`,
  acceptedAt: '2026-11-29T15:30:00.000Z',
};

describe('AcceptedTermsNote', () => {
  it('tells the tester which version they accepted and when, and opens the text they accepted', async () => {
    const fetchMock = stubFetch(Response.json(acceptance));
    renderWithClient(<AcceptedTermsNote listingId={listingId} />);

    expect(
      await screen.findByText('You accepted the terms (version 2) on Nov 29, 2026.'),
    ).toBeVisible();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/software/${listingId}/agreement/acceptance`);
    fireEvent.click(screen.getByRole('button', { name: 'Read the terms' }));

    const dialog = await screen.findByRole('dialog', { name: 'Terms you accepted' });
    const text = within(dialog).getByRole('region', { name: 'Terms' });
    // Line breaks kept; a word of any length wraps rather than widening the dialog.
    expect(text.textContent).toBe(acceptance.text);
    expect(text).toHaveClass('whitespace-pre-wrap', 'break-words', 'overflow-y-auto');
  });

  it('shows nothing when the tester accepted no terms', async () => {
    const fetchMock = stubFetch(
      Response.json({ code: 'agreement_not_found', message: 'None' }, { status: 404 }),
    );
    const { container } = renderWithClient(<AcceptedTermsNote listingId={listingId} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText(/You accepted the terms/)).toBeNull();
  });
});
