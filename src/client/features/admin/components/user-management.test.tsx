import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/client/components/ui/toaster.tsx';
import { makeUser } from '@/tests/client/fixtures.ts';
import { renderWithClient } from '@/tests/client/render.tsx';
import { UserManagement } from './user-management.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const admin = makeUser({ firstName: 'Ada', lastName: 'Admin', role: 'Admin' });
const tester = makeUser({
  firstName: 'Tess',
  lastName: 'Tester',
  email: null,
  businessName: 'Tess Labs',
  createdAt: 'not a date',
});
const builder = makeUser({ firstName: 'Bo', lastName: 'Builder', role: 'Builder' });

/** GET /api/admin/users answers the list; a PATCH answers `patch` (the updated user by default). */
function stubApi(patch?: Response) {
  const fetchMock = vi.fn<typeof fetch>(async (_input, init) => {
    if (init?.method === 'PATCH') return patch ?? Response.json({ ...tester, role: 'Builder' });
    return Response.json([admin, tester, builder]);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderUsers() {
  renderWithClient(
    <>
      <UserManagement currentUserId={admin.id} />
      <Toaster />
    </>,
  );
}

const rowOf = async (name: string) => {
  const row = (await screen.findByText(name)).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

describe('UserManagement', () => {
  it('counts the users by role', async () => {
    stubApi();
    renderUsers();

    const stats = await screen.findByText('Total Users');
    const counts = stats.closest('dl');
    if (!counts) throw new Error('no counts');
    const countOf = (label: string) => within(counts).getByText(label).nextElementSibling;
    expect(countOf('Total Users')?.textContent).toBe('3');
    expect(countOf('Builders')?.textContent).toBe('1');
    expect(countOf('Testers')?.textContent).toBe('1');
    expect(countOf('Admins')?.textContent).toBe('1');
  });

  it('shows "No email", the business name and "Unknown" for a bad join date', async () => {
    stubApi();
    renderUsers();

    const row = await rowOf('Tess Tester');
    expect(within(row).getByText('Tess Labs')).toBeVisible();
    expect(within(row).getByText('No email')).toBeVisible();
    expect(within(row).getByText('Unknown')).toBeVisible();
    expect(within(await rowOf('Ada Admin')).getByText(/ago$/)).toBeVisible();
  });

  it('PATCHes the new role, toasts and reads the users again', async () => {
    const fetchMock = stubApi();
    renderUsers();

    fireEvent.change(await screen.findByLabelText('Role for Tess Tester'), {
      target: { value: 'Builder' },
    });

    expect(await screen.findByText('User role updated successfully.')).toBeVisible();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[0]).toBe(`/api/admin/users/${tester.id}/role`);
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ role: 'Builder' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/admin/users')).toHaveLength(2),
    );
  });

  it("shows the server's refusal to demote the last admin and keeps the role", async () => {
    const message = 'The last admin cannot be demoted';
    stubApi(Response.json({ message }, { status: 409 }));
    renderUsers();

    const select = await screen.findByLabelText<HTMLSelectElement>('Role for Ada Admin');
    fireEvent.change(select, { target: { value: 'Tester' } });

    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
    await waitFor(() => expect(select.value).toBe('Admin'));
  });

  it('lists the users as cards on a narrow screen, still with a role selector each', async () => {
    stubApi();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderUsers();

    const cards = await screen.findByRole('list', { name: 'Users' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
    expect(within(cards).getByLabelText('Role for Tess Tester')).toBeEnabled();
    expect(within(cards).getByText('No email')).toBeVisible();
  });
});
