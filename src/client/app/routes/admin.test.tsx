import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/tests/client/fixtures.ts';
import { makeCaseSummary } from '@/tests/client/moderation-fixtures.ts';
import { renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { AdminPage } from './admin.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * An admin's first reads: two open cases, one user, an empty digest week, an empty outbox and one
 * template.
 */
function stubAdminApi() {
  const routes: Record<string, unknown> = {
    '/api/admin/moderation/cases?sort=newest': [makeCaseSummary(), makeCaseSummary()],
    '/api/admin/users': [makeUser({ role: 'Admin' })],
    '/api/admin/digest/preview': {
      week: '2026-W48',
      alreadySent: false,
      recipients: 0,
      listings: [],
    },
    '/api/admin/outbox': [],
    '/api/admin/mail-templates': [
      { name: 'admin', label: 'Admin e-mail', subject: 'Three new betas opened this week' },
    ],
  };
  const fetchMock = vi.fn<typeof fetch>(async (input) => Response.json(routes[String(input)]));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('Admin page', () => {
  it('turns away non-admins without asking the server', () => {
    const fetchMock = stubFetch();
    renderWithClient(<AdminPage user={makeUser({ role: 'Builder' })} />);

    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    expect(screen.getByText('You need admin privileges to access this page.')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives admins the dashboard with its users, e-mail, outbox, templates and digest panels', async () => {
    const fetchMock = stubAdminApi();
    renderWithClient(<AdminPage user={makeUser({ role: 'Admin' })} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    expect(await screen.findByText('Total Users')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Send Email' })).toBeVisible();
    expect(await screen.findByText('No e-mail sent yet.')).toBeVisible();
    expect(await screen.findByText('No new listings in the last 7 days.')).toBeVisible();
    expect(await screen.findByText('Three new betas opened this week')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('links to the moderation queue, with its open case count, and to the audit log', async () => {
    stubAdminApi();
    renderWithClient(<AdminPage user={makeUser({ role: 'Admin' })} />);

    const nav = screen.getByRole('navigation', { name: 'Trust and safety' });
    expect(within(nav).getByRole('link', { name: 'Moderation queue' })).toHaveAttribute(
      'href',
      '/admin/moderation',
    );
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'href',
      '/admin/audit-log',
    );
    expect(await within(nav).findByText('2 open cases')).toBeVisible();
  });

  it('puts the outbox right after Send Email, then the templates, before the digest preview', async () => {
    stubAdminApi();
    renderWithClient(<AdminPage user={makeUser({ role: 'Admin' })} />);

    await screen.findByText('No e-mail sent yet.');
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections.slice(-4)).toEqual(['Send Email', 'Outbox', 'Templates', 'Weekly Digest']);
  });
});
