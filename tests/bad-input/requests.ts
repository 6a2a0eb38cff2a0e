import { type SQL, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { executeRows } from '@/server/db/execute-rows.ts';
import { conversations, messages } from '@/server/db/schema/chat.ts';
import {
  cycleBuildFixes,
  cycleBuilds,
  cycleCheckIns,
  cycleOptIns,
  testCycles,
} from '@/server/db/schema/cycles.ts';
import { feedback, feedbackEvents } from '@/server/db/schema/feedback.ts';
import { objects, uploadTokens } from '@/server/db/schema/images.ts';
import { interests } from '@/server/db/schema/interests.ts';
import { listings } from '@/server/db/schema/listings.ts';
import { auditLog, digestRuns, emailOutbox } from '@/server/db/schema/mail.ts';
import { saved } from '@/server/db/schema/saved.ts';
import { shortLinks } from '@/server/db/schema/sharing.ts';
import { users } from '@/server/db/schema/users.ts';
import { apiErrorSchema } from '@/shared/contracts/errors.ts';
import type { Attempt } from './attempts.ts';
import type { Endpoint } from './endpoint.ts';
import { cookieOf, fx } from './fixtures.ts';

const REQUEST_TIMEOUT_MS = 5_000;

export async function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms: ${what}`)),
      REQUEST_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const urlOf = (endpoint: Endpoint, attempt: Pick<Attempt, 'id' | 'query'>) =>
  `${endpoint.path.replace(/:\w+/, attempt.id)}${attempt.query ? `?${attempt.query}` : ''}`;

/** Sends as the attempt's actor, in a session of its own unless a cookie is given. */
export async function send(
  endpoint: Endpoint,
  attempt: Attempt,
  cookie?: string,
): Promise<LightMyRequestResponse> {
  cookie ??= await cookieOf(attempt.actor);
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (attempt.accept) headers.accept = attempt.accept;
  if (attempt.body.contentType) headers['content-type'] = attempt.body.contentType;
  const url = urlOf(endpoint, attempt);
  return within(
    fx.t.app.inject({
      method: endpoint.method,
      url,
      headers,
      remoteAddress: attempt.ip,
      ...(attempt.body.payload === undefined ? {} : { payload: attempt.body.payload }),
    }),
    `${endpoint.method} ${url}`,
  );
}

// Its code is a z.enum of the shared list: an error body with no code, or another, fails.
const strictApiError = apiErrorSchema.strict();

export const describeAnswer = (endpoint: Endpoint, response: LightMyRequestResponse) =>
  `${endpoint.method} ${endpoint.path} answered ${response.statusCode} ${response.body.slice(0, 300)}`;

/**
 * Any 2xx or 3xx; a 4xx in the API's error shape, its code one of the shared list (or a page, for
 * navigations); never a 5xx.
 */
function expectSound(endpoint: Endpoint, response: LightMyRequestResponse) {
  const status = response.statusCode;
  const seen = describeAnswer(endpoint, response);
  expect(status >= 200 && status < 500, seen).toBe(true);
  if (status < 400) return;
  const type = String(response.headers['content-type'] ?? '');
  // Dot segments in an id take a request off its route, as a browser's would; a GET that lands
  // outside the API is the SPA's to answer, with its 404 page.
  const landed = new URL(response.raw.req.url ?? '/', 'http://localhost').pathname;
  const onSpa = endpoint.method === 'GET' && !/^\/(api\/|objects\/|ws)/.test(landed);
  if ((endpoint.page || onSpa) && type.startsWith('text/html')) return;
  expect(type, seen).toMatch(/^application\/json/);
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    body = undefined;
  }
  expect(strictApiError.safeParse(body).success, seen).toBe(true);
}

const counted = {
  users,
  listings,
  interests,
  saved,
  conversations,
  messages,
  shortLinks,
  objects,
  uploadTokens,
  emailOutbox,
  auditLog,
  digestRuns,
  feedback,
  feedbackEvents,
  testCycles,
  cycleOptIns,
  cycleCheckIns,
  cycleBuilds,
  cycleBuildFixes,
};

export const rows = <T>(query: SQL): Promise<T[]> => executeRows<T>(fx.t.db, query);

async function rowCounts(): Promise<Record<string, number>> {
  const columns = Object.entries(counted).map(
    ([name, table]) => sql`(select count(*)::int from ${table}) as ${sql.identifier(name)}`,
  );
  const [counts] = await rows<Record<string, number>>(sql`select ${sql.join(columns, sql`, `)}`);
  return counts as Record<string, number>;
}

/**
 * Sends one attempt and holds it to the contract; a refusal must not have written anything.
 * Answers the response, for cases that know more precisely what it must be.
 */
export async function check(
  endpoint: Endpoint,
  attempt: Attempt,
  cookie?: string,
): Promise<LightMyRequestResponse> {
  const before = await rowCounts();
  const response = await send(endpoint, attempt, cookie);
  expectSound(endpoint, response);
  if (response.statusCode >= 400) expect(await rowCounts()).toEqual(before);
  return response;
}
