import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ALREADY_REPORTED_MESSAGE,
  REPORT_DETAILS_MAX,
  REPORT_SENT_MESSAGE,
} from '@/shared/contracts/moderation-rules.ts';
import { fakeId } from '@/tests/client/fixtures.ts';
import { renderWithClient, stubFetch, stubResizeObserver } from '@/tests/client/render.tsx';
import { ReportButton } from './report-button.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderButton(...answers: Response[]) {
  stubResizeObserver();
  const fetchMock = stubFetch(...answers);
  const targetId = fakeId();
  renderWithClient(
    <ReportButton targetType="listing" targetId={targetId} targetLabel="TaskFlow" />,
  );
  return { fetchMock, targetId };
}

const refusal = (status: number, code: string, message: string) =>
  Response.json({ code, message }, { status });

describe('Reporting a thing', () => {
  it('sends the chosen reason and details, closes, thanks, and gives focus back', async () => {
    const user = userEvent.setup();
    const { fetchMock, targetId } = renderButton(new Response(null, { status: 201 }));
    const trigger = screen.getByRole('button', { name: 'Report TaskFlow' });

    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Report TaskFlow' });
    const reasons = within(dialog)
      .getAllByRole('radio')
      .map((radio) => radio.textContent ?? '');
    expect(reasons).toHaveLength(5);
    expect(within(dialog).getByRole('radio', { name: 'Malware or phishing' })).toBeVisible();

    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.type(within(dialog).getByLabelText('Details (optional)'), 'Same post ten times');
    expect(
      within(dialog).getByText(`19/${REPORT_DETAILS_MAX.toLocaleString('en-US')}`),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent(REPORT_SENT_MESSAGE);
    expect(trigger).toHaveFocus();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/reports');
    expect(JSON.parse(String(init?.body))).toEqual({
      targetType: 'listing',
      targetId,
      reason: 'spam',
      details: 'Same post ten times',
    });
  });

  it('works from the keyboard alone, and asks for a reason before sending', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderButton(new Response(null, { status: 201 }));
    screen.getByRole('button', { name: 'Report TaskFlow' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');

    fireEvent.submit(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose a reason');
    expect(fetchMock).not.toHaveBeenCalled();

    within(dialog).getByRole('radio', { name: 'Harassment' }).focus();
    await user.keyboard(' ');
    expect(within(dialog).getByRole('radio', { name: 'Harassment' })).toBeChecked();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Report TaskFlow' })).toHaveFocus();
  });

  it.each([
    [409, 'already_reported', ALREADY_REPORTED_MESSAGE],
    [429, 'rate_limited', 'Too many reports; try again in an hour.'],
    [404, 'report_target_not_found', 'That listing is gone.'],
  ])('shows the server message of a %i (%s) in the open dialog', async (status, code, message) => {
    const user = userEvent.setup();
    renderButton(refusal(status, code, message));
    await user.click(screen.getByRole('button', { name: 'Report TaskFlow' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('dialog')).toBeVisible();
    // Only a second report of the same thing is pointless to retry.
    expect(within(dialog).queryByRole('button', { name: 'Send report' }) === null).toBe(
      code === 'already_reported',
    );
  });

  it('wraps a long name and a 500-character word at 375 px', async () => {
    const user = userEvent.setup();
    stubResizeObserver();
    stubFetch();
    const word = 'w'.repeat(500);
    renderWithClient(<ReportButton targetType="person" targetId={fakeId()} targetLabel={word} />);
    await user.click(screen.getByRole('button', { name: `Report ${word}` }));
    const title = await screen.findByRole('heading', { name: `Report ${word}` });
    expect(title.className).toContain('wrap-anywhere');
    for (let node: HTMLElement | null = title; node; node = node.parentElement) {
      expect(node.className).not.toMatch(/\b(truncate|whitespace-nowrap)\b/);
    }
  });
});
