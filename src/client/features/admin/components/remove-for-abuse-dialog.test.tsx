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
// 80 accented characters with no space: the dialog's title must still wrap at 375 px.
const longName = 'É'.repeat(80);
const troll = makeUser({ firstName: 'Tom', lastName: 'Troll', role: 'Tester' });
const other = makeUser({ firstName: longName, lastName: '', role: 'Builder' });

/**
 * GET /api/admin/users answers the list, without the troll once the POST succeeded; the POST
 * answers `post` (204 by default).
 */
function stubApi(post: Response = new Response(null, { status: 204 })) {
  let removed = false;
  const fetchMock = vi.fn<typeof fetch>(async (_input, init) => {
    if (init?.method === 'POST') {
      removed = post.ok;
      return post;
    }
    return Response.json(removed ? [admin, other] : [admin, troll, other]);
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

async function openDialogFor(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Remove for abuse: ${name}` }));
  return screen.getByRole('alertdialog', { name: `Remove ${name} for abuse?` });
}

const usersReads = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url]) => url === '/api/admin/users');

describe('Remove for abuse', () => {
  it("offers the action on every row but the admin's own", async () => {
    stubApi();
    renderUsers();

    const ownRow = (await screen.findByText('Ada Admin')).closest('tr');
    if (!ownRow) throw new Error('no row for Ada Admin');
    expect(within(ownRow).queryByRole('button', { name: /Remove for abuse/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove for abuse: Tom Troll' })).toBeVisible();
    expect(screen.getByRole('button', { name: `Remove for abuse: ${longName}` })).toBeVisible();
  });

  it("offers it on the narrow screen's cards too, but not on the admin's own", async () => {
    stubApi();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderUsers();

    const cards = within(await screen.findByRole('list', { name: 'Users' })).getAllByRole(
      'listitem',
    );
    expect(cards.map((card) => within(card).queryAllByRole('button').length)).toEqual([0, 1, 1]);
    expect(await openDialogFor('Tom Troll')).toBeVisible();
  });

  it('links each name to their public profile', async () => {
    stubApi();
    renderUsers();

    const link = await screen.findByRole('link', { name: 'Tom Troll' });
    expect(link.getAttribute('href')).toBe(`/u/${troll.id}`);
  });

  it('explains the removal and requires a reason before sending anything', async () => {
    const fetchMock = stubApi();
    renderUsers();

    const dialog = await openDialogFor('Tom Troll');
    expect(
      within(dialog).getByText(
        'Their account is deleted, they are signed out everywhere, and their ratings of others stop counting. This cannot be undone.',
      ),
    ).toBeVisible();
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason.getAttribute('maxlength')).toBe('1000');
    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove account' }));

    expect(await within(dialog).findByText('Say why the account is removed')).toBeVisible();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('sends the reason, toasts, reads the list again and puts focus on the list', async () => {
    const fetchMock = stubApi();
    renderUsers();

    const dialog = await openDialogFor('Tom Troll');
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: '  Spam in every chat  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove account' }));

    expect(await screen.findByText('Account removed')).toBeVisible();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe(`/api/admin/users/${troll.id}/remove-for-abuse`);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ reason: 'Spam in every chat' });
    await waitFor(() => expect(usersReads(fetchMock)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('Tom Troll')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Users' }));
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    const message = 'The last admin cannot be removed';
    stubApi(Response.json({ code: 'last_admin', message }, { status: 409 }));
    renderUsers();

    const dialog = await openDialogFor(longName);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Abuse' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('alertdialog')).toBeVisible();
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Abuse');
  });

  it('reads the list again when the account is already gone', async () => {
    const fetchMock = stubApi(
      Response.json({ code: 'user_not_found', message: 'User not found' }, { status: 404 }),
    );
    renderUsers();

    const dialog = await openDialogFor('Tom Troll');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Abuse' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('User not found');
    await waitFor(() => expect(usersReads(fetchMock)).toHaveLength(2));
  });

  it('shows the reason the server refuses under the field', async () => {
    const message = 'Keep it to 1,000 characters';
    stubApi(
      Response.json(
        { code: 'validation_failed', message, errors: { reason: message } },
        { status: 400 },
      ),
    );
    renderUsers();

    const dialog = await openDialogFor('Tom Troll');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Abuse' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove account' }));

    expect(await within(dialog).findByText(message)).toBeVisible();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
