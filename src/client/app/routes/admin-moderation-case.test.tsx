import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { CaseDetail } from '@/shared/contracts/moderation.ts';
import { makeUser } from '@/tests/client/fixtures.ts';
import {
  makeAuditEntry,
  makeCaseDetail,
  makePersonRef,
} from '@/tests/client/moderation-fixtures.ts';
import { renderWithClient, stubFetch } from '@/tests/client/render.tsx';
import { AdminModerationCasePage } from './admin-moderation-case.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const admin = makeUser({ role: 'Admin' });

function renderCase(item: Pick<CaseDetail, 'targetType' | 'targetId'>, user = admin) {
  const location = memoryLocation({
    path: `/admin/moderation/${item.targetType}/${item.targetId}`,
  });
  return renderWithClient(
    <Router hook={location.hook}>
      <Route path="/admin/moderation/:type/:id">
        <AdminModerationCasePage user={user} />
      </Route>
    </Router>,
  );
}

const actionButtons = async () => {
  const actions = await screen.findByRole('region', { name: 'Actions' });
  return within(actions)
    .getAllByRole('button')
    .map((button) => button.textContent);
};

describe('Moderation case', () => {
  it('turns away a non-admin without asking the server', () => {
    const fetchMock = stubFetch();
    renderCase(makeCaseDetail(), makeUser({ role: 'Builder' }));

    expect(screen.getByText('You need admin privileges to access this page.')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the thing as its owner wrote it, with links as text and an Open link', async () => {
    const item = makeCaseDetail();
    const fetchMock = stubFetch(Response.json(item));
    renderCase(item);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Free Crypto Miner' }),
    ).toBeVisible();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      `/api/admin/moderation/cases/listing/${item.targetId}`,
    );
    expect(screen.getByText('Listing by Tom Troll')).toBeVisible();
    const body = screen.getByText(/Download now\./);
    expect(body.textContent).toBe('Download now.\nIt is totally safe.');
    expect(body.className).toContain('whitespace-pre-wrap');
    expect(screen.getByText('Visible')).toBeVisible();
    const links = screen.getByRole('list', { name: 'Links' });
    expect(within(links).getByText('https://evil.example/miner.exe')).toBeVisible();
    expect(within(links).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('href', item.content.path);
    expect(screen.getByRole('link', { name: 'Back to the queue' })).toHaveAttribute(
      'href',
      '/admin/moderation',
    );
  });

  it('lists the reports, the appeal and the owner history with reasons and suspension', async () => {
    const item = makeCaseDetail({
      appealedAt: '2026-11-24T08:00:00.000Z',
      appeal: 'It was a misunderstanding.',
      content: { ...makeCaseDetail().content, state: 'hidden' },
      ownerHistory: {
        reports: 4,
        actions: [makeAuditEntry({ action: 'user.warned', reason: 'Spamming chats' })],
      },
      suspended: true,
      suspendedUntil: null,
    });
    stubFetch(Response.json(item));
    renderCase(item);

    const reports = await screen.findByRole('list', { name: 'Reports' });
    expect(reports).toHaveTextContent('Rita Reporter · Spam · Nov 23, 2026');
    expect(within(reports).getByText('Posted in every chat')).toBeVisible();
    expect(screen.getByText('It was a misunderstanding.')).toBeVisible();
    expect(screen.getByText('Tom Troll is suspended for good.')).toBeVisible();
    expect(screen.getByText('4 reports against their things')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Earlier actions' })).toHaveTextContent(
      'Warned a person (Spamming chats)',
    );
    expect(await actionButtons()).toEqual([
      'Dismiss',
      'Restore listing',
      'Keep hidden',
      'Warn',
      'Lift suspension',
    ]);
  });

  it('offers Hide listing on a visible listing and Suspend to an owner in good standing', async () => {
    const item = makeCaseDetail();
    stubFetch(Response.json(item));
    renderCase(item);

    expect(await actionButtons()).toEqual(['Dismiss', 'Hide listing', 'Warn', 'Suspend']);
  });

  it.each([
    ['message', 'You will regret this'],
    ['feedback', 'Crash on start'],
    ['rating', 'Terrible builder'],
  ] as const)('offers Remove on a %s', async (targetType, label) => {
    const item = makeCaseDetail({ targetType, targetLabel: label });
    stubFetch(Response.json(item));
    renderCase(item);

    expect(await actionButtons()).toEqual(['Dismiss', 'Remove', 'Warn', 'Suspend']);
  });

  it('offers nothing on what is removed but the reports, and nothing on a gone owner', async () => {
    const item = makeCaseDetail({
      targetType: 'message',
      owner: null,
      content: { ...makeCaseDetail().content, state: 'removed' },
    });
    stubFetch(Response.json(item));
    renderCase(item);

    expect(await actionButtons()).toEqual(['Dismiss']);
    expect(screen.getByText('Message by Deleted account')).toBeVisible();
  });

  it('says the case is closed when the server no longer knows it', async () => {
    const item = makeCaseDetail();
    stubFetch(Response.json({ code: 'case_not_found', message: 'No such case' }, { status: 404 }));
    renderCase(item);

    expect(
      await screen.findByText('This case is closed, or what it was about no longer exists.'),
    ).toBeVisible();
  });

  it('wraps 500 characters without a space and an 80-character accented name at 375 px', async () => {
    vi.stubGlobal('innerWidth', 375);
    const longName = 'É'.repeat(80);
    const longWord = 'y'.repeat(500);
    const item = makeCaseDetail({
      targetLabel: longWord,
      owner: makePersonRef({ firstName: longName, lastName: null }),
      content: { ...makeCaseDetail().content, body: longWord },
    });
    stubFetch(Response.json(item));
    renderCase(item);

    const heading = await screen.findByRole('heading', { level: 1, name: longWord });
    expect(heading.className).toContain('[overflow-wrap:anywhere]');
    expect(screen.getByText(longWord, { selector: 'p' }).parentElement?.className).toContain(
      '[overflow-wrap:anywhere]',
    );
    expect(screen.getByText(`Its owner: ${longName}`).className).toContain(
      '[overflow-wrap:anywhere]',
    );
  });
});
