import {
  type ModerationAction,
  REPORT_TARGET_LABELS,
  type ReportTarget,
} from '@/shared/contracts/moderation-rules.ts';
import { countOf } from '@/shared/plural.ts';

/** What the admin is asked before an action; the person's actions name the owner. */
export function actionQuestion(
  action: ModerationAction,
  targetType: ReportTarget,
  owner: string,
): { title: string; description: string } {
  const kind = REPORT_TARGET_LABELS[targetType].toLowerCase();
  switch (action) {
    case 'dismiss':
      return {
        title: 'Dismiss the reports?',
        description: 'The open reports are closed with nothing done; their reporters are told.',
      };
    case 'hide_listing':
      return {
        title: 'Hide this listing?',
        description:
          'It leaves Browse, search, share pages, previews and digests. Its builder is told why and may appeal once.',
      };
    case 'restore_listing':
      return { title: 'Restore this listing?', description: 'It is shown again everywhere.' };
    case 'reject_appeal':
      return {
        title: 'Keep this listing hidden?',
        description: 'The appeal is answered: the builder is told it stays hidden, and why.',
      };
    case 'remove_content':
      return { title: `Remove this ${kind}?`, description: 'It is shown nowhere again.' };
    case 'warn':
      return {
        title: `Warn ${owner}?`,
        description: 'They get a notification and an e-mail with the reason.',
      };
    case 'suspend':
      return {
        title: `Suspend ${owner}?`,
        description:
          'Every session ends at once, sign-in is refused with the reason, their listings are hidden and their open places go to the waitlist.',
      };
    case 'lift_suspension':
      return {
        title: `Lift the suspension of ${owner}?`,
        description: 'They may sign in again and their listings are shown again.',
      };
  }
}

/** The length of a suspension as the chooser names it: "7 days", or "For good". */
export function suspensionLength(days: number | null): string {
  return days === null ? 'For good' : countOf(days, 'day', 'days');
}

function actionDone(
  action: ModerationAction,
  targetType: ReportTarget,
  days: number | null,
): string {
  switch (action) {
    case 'dismiss':
      return 'Reports dismissed';
    case 'hide_listing':
      return 'Listing hidden';
    case 'restore_listing':
      return 'Listing restored';
    case 'reject_appeal':
      return 'Listing kept hidden';
    case 'remove_content':
      return `${REPORT_TARGET_LABELS[targetType]} removed`;
    case 'warn':
      return 'Warning sent';
    case 'suspend':
      return days === null
        ? 'Account suspended for good'
        : `Account suspended for ${countOf(days, 'day', 'days')}`;
    case 'lift_suspension':
      return 'Suspension lifted';
  }
}

/** The status line after an action: "Listing hidden; 2 reports closed". */
export function actionOutcome(
  action: ModerationAction,
  targetType: ReportTarget,
  days: number | null,
  closedReports: number,
): string {
  const done = actionDone(action, targetType, days);
  return closedReports > 0
    ? `${done}; ${countOf(closedReports, 'report', 'reports')} closed`
    : done;
}
