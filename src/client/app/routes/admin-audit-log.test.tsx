import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@/shared/contracts/moderation.ts';
import { makeUser } from '@/tests/client/fixtures.ts';
import { makeAuditEntry, makePersonRef } from '@/tests/client/moderation-fixtures.ts';
import { renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { AdminAuditLogPage } from './admin-audit-log.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const admin = makeUser({ role: 'Admin', firstName: 'Ada', lastName: 'Admin' });
const troll = makeUser({ firstName: 'Tom', lastName: 'Troll' });

type Page = { entries: AuditEntry[]; nextBefore: string | null };

/** The users list for the person filter; each audit log read answers the next page given. */
function stubLogApi(...pages: Page[]) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    if (String(input) === '/api/admin/users') return Response.json([admin, troll]);
    return Response.json(pages.shift() ?? { entries: [], nextBefore: null });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const logReads = (fetchMock: ReturnType<typeof stubLogApi>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('audit-log'));

const rows = async () => {
  const table = await screen.findByRole('region', { name: 'Audit log entries' });
  return within(table).getAllByRole('row').slice(1);
};

describe('Audit log', () => {
  it('turns away a non-admin without asking the server', () => {
    const fetchMock = stubFetch();
    renderWithClient(<AdminAuditLogPage user={makeUser({ role: 'Builder' })} />);

    expect(screen.getByText('You need admin privileges to access this page.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Audit log' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows when, who, what, about whom, why and the details of each entry', async () => {
    const hide = makeAuditEntry();
    const cli = makeAuditEntry({
      actor: null,
      action: 'user.role_changed',
      targetType: 'user',
      targetId: troll.id,
      subject: makePersonRef({ id: troll.id, firstName: 'Tom', lastName: 'Troll' }),
      reason: null,
      details: { from: 'Tester', to: 'Admin', by: 'command line' },
    });
    const orphan = makeAuditEntry({
      actor: null,
      action: 'email.sent',
      targetType: null,
      targetId: null,
      subject: null,
      reason: null,
      details: { subject: 'Beta news', recipients: 3 },
    });
    stubLogApi({ entries: [hide, cli, orphan], nextBefore: null });
    renderWithClient(<AdminAuditLogPage user={admin} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const [first, second, third] = (await rows()) as HTMLElement[];
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(first)).toEqual([
      expect.stringMatching(/^Nov 23, 2026, \d\d:\d\d$/),
      'Ada Admin',
      'Hid a listing',
      `Tom Troll, listing ${hide.targetId}`,
      'Malware in the download',
      'None',
    ]);
    expect(cells(second).slice(1)).toEqual([
      'Command line',
      'Changed a role',
      'Tom Troll',
      'None',
      'from: Tester; to: Admin',
    ]);
    expect(cells(third).slice(1)).toEqual([
      'Deleted account',
      'Sent e-mail',
      'None',
      'None',
      'subject: Beta news; recipients: 3',
    ]);
  });

  it('narrows the log by action and by person', async () => {
    const fetchMock = stubLogApi(
      { entries: [makeAuditEntry()], nextBefore: null },
      { entries: [makeAuditEntry({ action: 'user.suspended' })], nextBefore: null },
      { entries: [], nextBefore: null },
    );
    renderWithClient(<AdminAuditLogPage user={admin} />);
    await rows();

    const action = screen.getByLabelText('Action');
    expect(within(action).getAllByRole('option')[0]).toHaveTextContent('All actions');
    fireEvent.change(action, { target: { value: 'user.suspended' } });
    expect(await screen.findByText('Suspended a person')).toBeVisible();

    const person = screen.getByLabelText('Person');
    await waitFor(() =>
      expect(within(person).getByRole('option', { name: 'Tom Troll' })).toBeTruthy(),
    );
    fireEvent.change(person, { target: { value: troll.id } });
    expect(await screen.findByText('No entries')).toBeVisible();

    expect(logReads(fetchMock)).toEqual([
      '/api/admin/audit-log',
      '/api/admin/audit-log?action=user.suspended',
      `/api/admin/audit-log?action=user.suspended&subjectId=${troll.id}`,
    ]);
  });

  it('loads older entries with the cursor until the last page', async () => {
    const first = makeAuditEntry({ reason: 'First page' });
    const second = makeAuditEntry({ reason: 'Second page' });
    const fetchMock = stubLogApi(
      { entries: [first], nextBefore: first.id },
      { entries: [second], nextBefore: null },
    );
    renderWithClient(<AdminAuditLogPage user={admin} />);

    expect(await screen.findByText('First page')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Second page')).toBeVisible();
    expect(screen.getByText('First page')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(logReads(fetchMock)).toEqual([
      '/api/admin/audit-log',
      `/api/admin/audit-log?before=${first.id}`,
    ]);
  });

  it('says so when there are no entries, and when the log fails to load', async () => {
    stubLogApi({ entries: [], nextBefore: null });
    renderWithClient(<AdminAuditLogPage user={admin} />);
    expect(await screen.findByText('No entries')).toBeVisible();
    cleanup();

    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        Response.json({ code: 'internal_error', message: 'Boom' }, { status: 500 }),
      ),
    );
    renderWithClient(<AdminAuditLogPage user={admin} />);
    expect(await screen.findByText('Failed to load the audit log.')).toBeVisible();
  });

  it('wraps an 80-character accented name and a 500-character reason at 375 px', async () => {
    vi.stubGlobal('innerWidth', 375);
    const longName = 'É'.repeat(80);
    const longReason = 'z'.repeat(500);
    stubLogApi({
      entries: [
        makeAuditEntry({
          actor: makePersonRef({ firstName: longName, lastName: null }),
          reason: longReason,
        }),
      ],
      nextBefore: null,
    });
    renderWithClient(<AdminAuditLogPage user={admin} />);

    const region = await screen.findByRole('region', { name: 'Audit log entries' });
    expect(region.className).toContain('overflow-x-auto');
    expect(within(region).getByText(longName).className).toContain('[overflow-wrap:anywhere]');
    expect(within(region).getByText(longReason).className).toContain('[overflow-wrap:anywhere]');
  });
});
