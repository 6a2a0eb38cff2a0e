import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxItem } from '@/shared/contracts/admin.ts';
import { fakeId } from '@/tests/client/fixtures.ts';
import { renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { OutboxPanel } from './outbox-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mail = (overrides: Partial<OutboxItem>): OutboxItem => ({
  id: fakeId(),
  toAddress: 'ana@example.test',
  subject: 'Beta news',
  kind: 'admin',
  status: 'pending',
  attempts: 0,
  lastError: null,
  createdAt: new Date().toISOString(),
  sentAt: null,
  ...overrides,
});

describe('OutboxPanel', () => {
  it('shows held mail as Held and says why nothing is sent', async () => {
    stubFetch(Response.json([mail({ status: 'held' }), mail({ status: 'sent', kind: 'digest' })]));
    renderWithClient(<OutboxPanel />);

    const table = await screen.findByRole('region', { name: 'Outbox' });
    const [, held, sent] = within(table).getAllByRole('row');
    expect(within(held as HTMLElement).getByText('Held').title).toBe(
      'No SMTP_URL set: mail is kept, not sent',
    );
    expect(within(sent as HTMLElement).getByText('Sent')).toBeVisible();
    expect(screen.getByText(/No SMTP_URL set: mail is kept, not sent\./)).toBeVisible();
    expect(screen.queryByText('Pending')).toBeNull();
  });

  it('says nothing about SMTP_URL while mail merely waits for the mail server', async () => {
    stubFetch(Response.json([mail({ status: 'pending' })]));
    renderWithClient(<OutboxPanel />);

    expect(await screen.findByText('Pending')).toBeVisible();
    expect(screen.queryByText(/No SMTP_URL set/)).toBeNull();
  });

  it('shows a mail in a fully sandboxed frame from the View button, and closes with Escape', async () => {
    const item = mail({ subject: 'Welcome <aboard>', toAddress: 'bo@example.test' });
    stubFetch(Response.json([item]));
    renderWithClient(<OutboxPanel />);
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: 'View the mail to bo@example.test' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Welcome <aboard>' });
    expect(within(dialog).getByText('To bo@example.test')).toBeVisible();
    const frame = within(dialog).getByTitle('The mail "Welcome <aboard>" to bo@example.test');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('src')).toBe(`/api/admin/outbox/${item.id}/html`);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
