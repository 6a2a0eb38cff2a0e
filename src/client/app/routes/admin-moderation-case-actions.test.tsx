import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CaseDetail } from '@/shared/contracts/moderation.ts';
import { makeUser } from '@/tests/client/fixtures.ts';
import { makeCaseDetail } from '@/tests/client/moderation-fixtures.ts';
import { renderWithClient } from '@/tests/client/render.tsx';
import { AdminModerationCasePage } from './admin-moderation-case.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** GET answers the case (`after` once an action succeeded); the POST answers `post`. */
function stubCaseApi(item: CaseDetail, post: Response, after: CaseDetail = item) {
  let acted = false;
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (init?.method === 'POST') {
      acted = post.ok;
      return post;
    }
    if (String(input).startsWith('/api/admin/moderation/cases/')) {
      return Response.json(acted ? after : item);
    }
    return Response.json([]);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderCase(item: CaseDetail) {
  const location = memoryLocation({
    path: `/admin/moderation/${item.targetType}/${item.targetId}`,
  });
  renderWithClient(
    <Router hook={location.hook}>
      <Route path="/admin/moderation/:type/:id">
        <AdminModerationCasePage user={makeUser({ role: 'Admin' })} />
      </Route>
    </Router>,
  );
}

async function openDialog(button: string, title: string) {
  fireEvent.click(await screen.findByRole('button', { name: button }));
  return screen.getByRole('alertdialog', { name: title });
}

const posts = (fetchMock: ReturnType<typeof stubCaseApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

const caseReads = (fetchMock: ReturnType<typeof stubCaseApi>, item: CaseDetail) =>
  fetchMock.mock.calls.filter(
    ([url]) => url === `/api/admin/moderation/cases/${item.targetType}/${item.targetId}`,
  );

describe('Acting on a case', () => {
  it('requires a reason before sending anything', async () => {
    const item = makeCaseDetail();
    const fetchMock = stubCaseApi(item, Response.json({ closedReports: 1 }));
    renderCase(item);

    const dialog = await openDialog('Hide listing', 'Hide this listing?');
    expect(
      within(dialog).getByText(
        'It leaves Browse, search, share pages, previews and digests. Its builder is told why and may appeal once.',
      ),
    ).toBeVisible();
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason.getAttribute('maxlength')).toBe('1000');
    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide listing' }));

    expect(await within(dialog).findByText('Say why')).toBeVisible();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('hides the listing, reads the case again and says what was done', async () => {
    const item = makeCaseDetail({ openReports: 2 });
    const hidden = {
      ...item,
      openReports: 0,
      content: { ...item.content, state: 'hidden' as const },
    };
    const fetchMock = stubCaseApi(item, Response.json({ closedReports: 2 }), hidden);
    renderCase(item);

    const dialog = await openDialog('Hide listing', 'Hide this listing?');
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: '  Malware in the download  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide listing' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Listing hidden; 2 reports closed');
    const [post] = posts(fetchMock);
    expect(post?.[0]).toBe(`/api/admin/moderation/cases/listing/${item.targetId}/actions`);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      action: 'hide_listing',
      reason: 'Malware in the download',
    });
    await waitFor(() => expect(caseReads(fetchMock, item)).toHaveLength(2));
    expect(await screen.findByRole('button', { name: 'Restore listing' })).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('suspends for the chosen length, or for good', async () => {
    const item = makeCaseDetail();
    const fetchMock = stubCaseApi(item, Response.json({ closedReports: 0 }));
    renderCase(item);

    const dialog = await openDialog('Suspend', 'Suspend Tom Troll?');
    const length = within(dialog).getByLabelText('Length');
    expect(
      within(length)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1 day', '7 days', '30 days', 'For good']);
    fireEvent.change(length, { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Phishing' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Account suspended for good');
    expect(JSON.parse(String(posts(fetchMock)[0]?.[1]?.body))).toEqual({
      action: 'suspend',
      reason: 'Phishing',
      days: null,
    });
  });

  it('sends the days of a timed suspension', async () => {
    const item = makeCaseDetail();
    const fetchMock = stubCaseApi(item, Response.json({ closedReports: 1 }));
    renderCase(item);

    const dialog = await openDialog('Suspend', 'Suspend Tom Troll?');
    fireEvent.change(within(dialog).getByLabelText('Length'), { target: { value: '7' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Spam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Account suspended for 7 days; 1 report closed',
    );
    expect(JSON.parse(String(posts(fetchMock)[0]?.[1]?.body))).toMatchObject({ days: 7 });
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    const item = makeCaseDetail();
    const message = 'That action does not fit this case';
    stubCaseApi(item, Response.json({ code: 'action_not_allowed', message }, { status: 409 }));
    renderCase(item);

    const dialog = await openDialog('Dismiss', 'Dismiss the reports?');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Fine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dismiss' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Fine');
    expect(screen.queryByText(/Reports dismissed/)).toBeNull();
  });

  it('reads the queue again when another admin closed the case first', async () => {
    const item = makeCaseDetail();
    const fetchMock = stubCaseApi(
      item,
      Response.json({ code: 'case_not_found', message: 'This case is closed' }, { status: 404 }),
    );
    const location = memoryLocation({ path: `/admin/moderation/listing/${item.targetId}` });
    const { client } = renderWithClient(
      <Router hook={location.hook}>
        <Route path="/admin/moderation/:type/:id">
          <AdminModerationCasePage user={makeUser({ role: 'Admin' })} />
        </Route>
      </Router>,
    );
    client.setQueryData(['/api/admin/moderation/cases', 'newest'], []);

    const dismiss = await openDialog('Dismiss', 'Dismiss the reports?');
    fireEvent.change(within(dismiss).getByLabelText('Reason'), { target: { value: 'Fine' } });
    fireEvent.click(within(dismiss).getByRole('button', { name: 'Dismiss' }));

    expect(await within(dismiss).findByRole('alert')).toHaveTextContent('This case is closed');
    await waitFor(() =>
      expect(client.getQueryState(['/api/admin/moderation/cases', 'newest'])?.isInvalidated).toBe(
        true,
      ),
    );
    expect(posts(fetchMock)).toHaveLength(1);
  });

  it('shows the reason the server refuses under the field', async () => {
    const item = makeCaseDetail();
    const message = 'Keep it to 1,000 characters';
    stubCaseApi(
      item,
      Response.json(
        { code: 'validation_failed', message, errors: { reason: message } },
        { status: 400 },
      ),
    );
    renderCase(item);

    const dialog = await openDialog('Warn', 'Warn Tom Troll?');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Rude' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Warn' }));

    expect(await within(dialog).findByText(message)).toBeVisible();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
