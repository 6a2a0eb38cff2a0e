import { listingGroup, type NotificationDraft } from '@/server/features/notifications/notify.ts';
import { FEEDBACK_STATUS_LABELS, type FeedbackStatus } from '@/shared/contracts/feedback.ts';
import { fullName } from '@/shared/person-name.ts';
import { clientRoutes } from '@/shared/routes.ts';
import { snippetOf } from '@/shared/snippet.ts';
import type { findReadableFeedback } from './feedback-query.ts';

type Row = Awaited<ReturnType<typeof findReadableFeedback>>;

/** What happened to a report, as the other party hears of it. */
export type FeedbackNews =
  | { kind: 'filed'; listing: string }
  /** `build`: the version of a test cycle's build update that fixed it. */
  | { kind: 'status'; status: FeedbackStatus; build?: string }
  | { kind: 'comment'; text: string };

/**
 * The builder hears of a new report and of what its reporter does; the reporter hears of what
 * the builder does. An admin reading along tells no one anything.
 */
export function feedbackNotice(
  row: Row,
  actorId: string,
  news: FeedbackNews,
): NotificationDraft | null {
  const { report, builderId } = row;
  const link = clientRoutes.feedbackReport(report.id);
  const title = `“${report.title}”`;
  if (actorId === report.reporterId && builderId) {
    const reporter = fullName(row.reporter) || 'A tester';
    const base = { userId: builderId, actorId, type: 'feedback_received' as const, link };
    // New reports on one listing fold into one notice while unread: a flood is one line.
    if (news.kind === 'filed')
      return {
        ...base,
        title: `${reporter} reported ${title}`,
        body: snippetOf(report.body),
        groupKey: listingGroup('reports', report.listingId),
        summary: `new reports on ${news.listing}`,
      };
    if (news.kind === 'status')
      return {
        ...base,
        title: `${reporter} marked ${title} ${FEEDBACK_STATUS_LABELS[news.status]}`,
      };
    return { ...base, title: `${reporter} commented on ${title}`, body: snippetOf(news.text) };
  }
  if (actorId === builderId) {
    const base = { userId: report.reporterId, actorId, type: 'report_updated' as const, link };
    if (news.kind === 'status' && news.build)
      return {
        ...base,
        title: `${title} is fixed in build ${news.build}`,
        body: 'Update to the new build, then say whether the fix works: confirm it or reopen the report.',
      };
    // A fix waits on the reporter's word, whoever's hand marked it: ask for it either way.
    if (news.kind === 'status' && news.status === 'Fixed')
      return {
        ...base,
        title: `${title} is now ${FEEDBACK_STATUS_LABELS.Fixed}`,
        body: 'Say whether the fix works: confirm it or reopen the report.',
      };
    if (news.kind === 'status')
      return { ...base, title: `${title} is now ${FEEDBACK_STATUS_LABELS[news.status]}` };
    if (news.kind === 'comment')
      return { ...base, title: `The builder commented on ${title}`, body: snippetOf(news.text) };
  }
  return null;
}
