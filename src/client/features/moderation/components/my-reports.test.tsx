import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyReport } from '@/shared/contracts/moderation.ts';
import { fakeId } from '@/tests/client/fixtures.ts';
import { fetchedUrls, renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { MyReports } from './my-reports.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const report = (overrides: Partial<MyReport>): MyReport => ({
  id: fakeId(),
  targetType: 'listing',
  targetId: fakeId(),
  targetLabel: 'TaskFlow',
  reason: 'spam',
  details: null,
  status: 'open',
  createdAt: '2026-11-20T10:00:00.000Z',
  resolvedAt: null,
  ...overrides,
});

describe('Your reports', () => {
  it('lists each report with what it was about, why, and how it was handled', async () => {
    const fetchMock = stubFetch(
      Response.json([
        report({ targetLabel: 'É'.repeat(80), reason: 'malware', status: 'actioned' }),
        report({
          targetType: 'message',
          targetLabel: null,
          reason: 'harassment',
          status: 'dismissed',
        }),
        report({ targetType: 'person', targetLabel: 'Sly Spammer' }),
      ]),
    );
    renderWithClient(<MyReports />);

    const list = await screen.findByRole('list', { name: 'Your reports' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      `Listing${'É'.repeat(80)}Malware or phishing · Nov 20, 2026 · An admin acted on it`,
      'MessageNo longer shownHarassment · Nov 20, 2026 · Reviewed, nothing done',
      'PersonSly SpammerSpam · Nov 20, 2026 · Waiting for an admin',
    ]);
    expect(fetchedUrls(fetchMock)).toEqual(['/api/reports/mine']);
  });

  it('shows nothing for a person who never reported anything', async () => {
    const fetchMock = stubFetch(Response.json([]));
    const { container } = renderWithClient(<MyReports />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('heading', { name: 'Your reports' })).toBeNull();
  });
});
