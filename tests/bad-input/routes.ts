import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Endpoint, Method } from './endpoint.ts';
import { ACCOUNT_SETTINGS_ENDPOINTS } from './endpoints-account-settings.ts';
import { ACCOUNT_ENDPOINTS } from './endpoints-accounts.ts';
import { AGREEMENT_ENDPOINTS } from './endpoints-agreements.ts';
import { CYCLE_BUILD_ENDPOINTS } from './endpoints-cycle-builds.ts';
import { CYCLE_DAY_ENDPOINTS } from './endpoints-cycle-days.ts';
import { CYCLE_ENDPOINTS } from './endpoints-cycles.ts';
import { DEVICE_ENDPOINTS } from './endpoints-devices.ts';
import { FEEDBACK_EXPORT_ENDPOINTS } from './endpoints-feedback-export.ts';
import { FEEDBACK_REPORT_ENDPOINTS } from './endpoints-feedback-report.ts';
import { FEEDBACK_TRIAGE_ENDPOINTS } from './endpoints-feedback-triage.ts';
import { INACTIVITY_ENDPOINTS } from './endpoints-inactivity.ts';
import { LISTING_EDIT_ENDPOINTS } from './endpoints-listing-edit.ts';
import { LISTING_ENDPOINTS } from './endpoints-listings.ts';
import { MAIL_PREVIEW_ENDPOINTS } from './endpoints-mail-preview.ts';
import { MATCHING_ENDPOINTS } from './endpoints-matching.ts';
import { MODERATION_ACTION_ENDPOINTS } from './endpoints-moderation-actions.ts';
import { MODERATION_REPORT_ENDPOINTS } from './endpoints-moderation-reports.ts';
import { NOTIFICATION_ENDPOINTS } from './endpoints-notifications.ts';
import { REPUTATION_RATING_ENDPOINTS } from './endpoints-reputation-ratings.ts';
import { REPUTATION_RECORD_ENDPOINTS } from './endpoints-reputation-records.ts';
import { TESTER_DECISION_ENDPOINTS } from './endpoints-tester-decisions.ts';
import { VERIFICATION_ENDPOINTS } from './endpoints-verification.ts';
import { fx } from './fixtures.ts';

/** Every endpoint the app serves, in the table's order. */
export const ENDPOINTS: Endpoint[] = [
  ...ACCOUNT_ENDPOINTS,
  ...ACCOUNT_SETTINGS_ENDPOINTS,
  ...VERIFICATION_ENDPOINTS,
  ...LISTING_ENDPOINTS,
  ...INACTIVITY_ENDPOINTS,
  ...TESTER_DECISION_ENDPOINTS,
  ...CYCLE_ENDPOINTS,
  ...CYCLE_BUILD_ENDPOINTS,
  ...CYCLE_DAY_ENDPOINTS,
  ...LISTING_EDIT_ENDPOINTS,
  ...AGREEMENT_ENDPOINTS,
  ...FEEDBACK_EXPORT_ENDPOINTS,
  ...FEEDBACK_REPORT_ENDPOINTS,
  ...FEEDBACK_TRIAGE_ENDPOINTS,
  ...NOTIFICATION_ENDPOINTS,
  ...MAIL_PREVIEW_ENDPOINTS,
  ...REPUTATION_RATING_ENDPOINTS,
  ...REPUTATION_RECORD_ENDPOINTS,
  ...MODERATION_REPORT_ENDPOINTS,
  ...MODERATION_ACTION_ENDPOINTS,
  ...MATCHING_ENDPOINTS,
  ...DEVICE_ENDPOINTS,
];

export function endpointFor(method: Method, path: string): Endpoint {
  const found = ENDPOINTS.find((e) => e.method === method && e.path === path);
  if (!found) throw new Error(`no ${method} ${path} in the table`);
  return found;
}

const routeKey = (method: string, path: string) => `${method} ${path.replace(/:[^/]+/g, ':param')}`;

const CLIENT_BUILD = fileURLToPath(new URL('../../dist/client', import.meta.url));

/** Every method and path the app routes, read from its route tree; the built client's files aside. */
function registeredRoutes(): string[] {
  const stack: string[] = [];
  const found: string[] = [];
  for (const line of fx.t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = `${depth ? stack[depth - 1] : ''}${match[2]}`;
    stack.length = depth;
    stack.push(path);
    if (existsSync(`${CLIENT_BUILD}${path}`)) continue;
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') found.push(routeKey(method, path));
    }
  }
  return found.sort();
}

/** The table's routes and the app's, each as "METHOD /path/:param", sorted. */
export function routeCoverage(): { covered: string[]; registered: string[] } {
  return {
    covered: ENDPOINTS.map((e) => routeKey(e.method, e.path)).sort(),
    registered: registeredRoutes(),
  };
}
