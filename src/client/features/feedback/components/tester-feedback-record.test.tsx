import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchedUrls, renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { TesterFeedbackRecord } from './tester-feedback-record.tsx';

const USER_ID = '6f1c1f1e-8a4f-4d55-9d3f-1a2b3c4d5e6f';
const tester = { id: USER_ID, role: 'Tester' } as const;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TesterFeedbackRecord', () => {
  it('tells a tester how many of their reports were acknowledged', async () => {
    const fetchMock = stubFetch(Response.json({ reports: 5, acknowledged: 3 }));
    renderWithClient(<TesterFeedbackRecord user={tester} />);

    expect(await screen.findByText('3 of your 5 reports were acknowledged')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your feedback', level: 2 })).toBeVisible();
    expect(fetchedUrls(fetchMock)).toEqual([`/api/users/${USER_ID}/feedback-record`]);
  });

  it('speaks of a single report in the singular', async () => {
    stubFetch(Response.json({ reports: 1, acknowledged: 1 }));
    renderWithClient(<TesterFeedbackRecord user={tester} />);

    expect(await screen.findByText('1 of your 1 report was acknowledged')).toBeVisible();
  });

  it('says so when the tester has not reported yet', async () => {
    stubFetch(Response.json({ reports: 0, acknowledged: 0 }));
    renderWithClient(<TesterFeedbackRecord user={tester} />);

    expect(await screen.findByText('You have not reported feedback yet')).toBeVisible();
  });

  it('shows nothing to a builder and asks the server nothing', () => {
    const fetchMock = stubFetch();
    const { container } = renderWithClient(
      <TesterFeedbackRecord user={{ id: USER_ID, role: 'Builder' }} />,
    );

    expect(container.textContent).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the record is unavailable when it cannot be read', async () => {
    stubFetch(Response.json({ message: 'Internal Server Error' }, { status: 500 }));
    renderWithClient(<TesterFeedbackRecord user={tester} />);

    expect(await screen.findByText('Your feedback record is unavailable.')).toBeVisible();
  });
});
