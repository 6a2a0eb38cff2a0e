import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { Toaster } from '@/client/components/ui/toaster.tsx';
import type { FeedbackDetail } from '@/shared/contracts/feedback.ts';
import { NOT_FIXED_MESSAGE } from '@/shared/contracts/feedback-triage.ts';
import { fakeId, makeListing, makeUser } from '@/tests/client/fixtures.ts';
import { renderWithClient, stubResizeObserver } from '@/tests/client/render.tsx';
import { FeedbackReportPage } from './feedback-report.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tester = makeUser({ role: 'Tester', firstName: 'Ada', lastName: 'Lovelace' });
const builder = makeUser({ role: 'Builder' });
const listing = makeListing({ builderId: builder.id, name: 'TaskFlow' });

function makeReport(overrides: Partial<FeedbackDetail> = {}): FeedbackDetail {
  const id = fakeId();
  return {
    id,
    softwareId: listing.id,
    reporter: { id: tester.id, firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: null },
    kind: 'Bug',
    title: 'Crash on save',
    body: 'The app closes.',
    steps: '1. Open\n2. Save',
    expected: 'Saved',
    actual: 'Crash',
    severity: 'High',
    device: { browser: 'Firefox 132.0', os: 'Linux', viewport: '375×812' },
    screenshots: [`/api/feedback/${id}/screenshots/0`],
    status: 'New',
    duplicateOf: null,
    createdAt: '2026-11-23T10:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
    timeline: [
      {
        id: fakeId(),
        kind: 'status',
        status: 'Reopened',
        body: null,
        actor: { id: tester.id, firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: null },
        createdAt: '2026-11-23T12:00:00.000Z',
      },
      {
        id: fakeId(),
        kind: 'comment',
        status: null,
        body: 'Which version?',
        actor: { ...builder, profileImageUrl: null },
        createdAt: '2026-11-23T11:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** Answers GETs from `reads` by URL, and every other call with `write`. */
function stubApi(reads: Record<string, Response>, write?: Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (init?.method && init.method !== 'GET') return write?.clone() ?? Response.json({});
    return (
      reads[String(input)]?.clone() ??
      Response.json({ code: 'not_found', message: 'Not found' }, { status: 404 })
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function show(user: typeof tester, report: FeedbackDetail) {
  window.history.replaceState(null, '', `/feedback/${report.id}`);
  renderWithClient(
    <>
      <Route path="/feedback/:id">
        <FeedbackReportPage user={user} />
      </Route>
      <Toaster />
    </>,
  );
}

describe('Feedback report page', () => {
  it('shows the report with its device, screenshots and timeline', async () => {
    const report = makeReport();
    stubApi({
      [`/api/feedback/${report.id}`]: Response.json(report),
      [`/api/software/${listing.id}`]: Response.json(listing),
    });
    show(tester, report);

    expect(await screen.findByRole('heading', { name: 'Crash on save', level: 1 })).toBeVisible();
    expect(screen.getByText('Severity: High')).toBeVisible();
    expect(screen.getByText('New')).toBeVisible();
    expect(screen.getByText('Firefox 132.0')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Screenshot 1' }).getAttribute('src')).toBe(
      report.screenshots[0],
    );
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(within(timeline).getByText('Which version?')).toBeVisible();
    expect(within(timeline).getByText('said it still happens', { exact: false })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'TaskFlow' })).toHaveAttribute(
      'href',
      `/software/${listing.id}`,
    );
    expect(screen.queryByRole('button', { name: 'Verified' })).toBeNull();
    expect(screen.queryByLabelText('Status')).toBeNull();
  });

  it('lets the reporter verify a fixed report, and shows a refusal as a toast', async () => {
    const report = makeReport({ status: 'Fixed' });
    const fetchMock = stubApi(
      { [`/api/feedback/${report.id}`]: Response.json(report) },
      Response.json({ code: 'report_not_fixed', message: NOT_FIXED_MESSAGE }, { status: 409 }),
    );
    show(tester, report);

    fireEvent.click(await screen.findByRole('button', { name: 'Verified' }));
    expect(await screen.findByText(NOT_FIXED_MESSAGE)).toBeVisible();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[0]).toBe(`/api/feedback/${report.id}`);
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ status: 'Verified' });
    expect(screen.getByRole('button', { name: 'Still happens' })).toBeEnabled();
  });

  it("lets the builder mark it a duplicate of another of the listing's reports", async () => {
    const report = makeReport();
    const other = makeReport({ title: 'Save crashes' });
    const fetchMock = stubApi(
      {
        [`/api/feedback/${report.id}`]: Response.json(report),
        [`/api/software/${listing.id}`]: Response.json(listing),
        [`/api/software/${listing.id}/feedback?limit=100`]: Response.json([report, other]),
      },
      Response.json({ ...report, status: 'Duplicate', duplicateOf: other.id }),
    );
    show(builder, report);

    fireEvent.change(await screen.findByLabelText('Status'), { target: { value: 'Duplicate' } });
    const target = await screen.findByLabelText('Duplicate of');
    await screen.findByRole('option', { name: 'Save crashes' });
    expect(within(target).queryByRole('option', { name: 'Crash on save' })).toBeNull();
    fireEvent.change(target, { target: { value: other.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Update status' }));

    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true),
    );
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      status: 'Duplicate',
      duplicateOf: other.id,
    });
    expect(screen.getByRole('textbox', { name: 'Add a comment' })).toBeEnabled();
  });

  it('sends a comment', async () => {
    const report = makeReport();
    const fetchMock = stubApi(
      { [`/api/feedback/${report.id}`]: Response.json(report) },
      Response.json(report, { status: 201 }),
    );
    show(tester, report);

    fireEvent.change(await screen.findByRole('textbox', { name: 'Add a comment' }), {
      target: { value: 'Version 2.1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe(`/api/feedback/${report.id}/comments`);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ body: 'Version 2.1' });
  });

  it('says when the report is not there', async () => {
    const report = makeReport();
    stubApi({});
    show(tester, report);
    expect(await screen.findByRole('heading', { name: 'Feedback not found' })).toBeVisible();
  });
});

describe('Reporting a feedback report to the moderators', () => {
  it('lets the builder report a tester’s report, and sends it as feedback', async () => {
    stubResizeObserver();
    const report = makeReport();
    const fetchMock = stubApi(
      {
        [`/api/feedback/${report.id}`]: Response.json(report),
        [`/api/software/${listing.id}`]: Response.json(listing),
      },
      new Response(null, { status: 201 }),
    );
    show(builder, report);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Report feedback report “Crash on save”' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Inappropriate' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe('/api/reports');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      targetType: 'feedback',
      targetId: report.id,
      reason: 'inappropriate',
    });
  });

  it.each([
    ['its own tester', tester],
    ['an admin', makeUser({ role: 'Admin' })],
  ])('offers %s no Report', async (_who, viewer) => {
    const report = makeReport();
    stubApi({
      [`/api/feedback/${report.id}`]: Response.json(report),
      [`/api/software/${listing.id}`]: Response.json(listing),
    });
    show(viewer, report);
    await screen.findByRole('link', { name: 'TaskFlow' });
    expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull();
  });
});
