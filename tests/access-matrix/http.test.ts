import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@/shared/contracts/errors.ts';
import type { RouteRow } from './expectations.ts';
import { type Actor, cookieOf, LABELS, setUpMatrixFixtures, t } from './fixtures.ts';
import { served } from './route-collection.ts';
import { ROUTES } from './table.ts';

setUpMatrixFixtures();

/** The route's URL with its `:params` filled in. */
function fill(url: string, params: Record<string, string> = {}): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`no value for :${name} of ${url}`);
    return value;
  });
}

const strictApiError = apiErrorSchema.strict();

/** A refusal is a page (for navigations) or the API's error shape, its code one of the list. */
function expectErrorShape(row: RouteRow, actor: Actor, response: LightMyRequestResponse) {
  if (response.statusCode < 400) return;
  const type = String(response.headers['content-type'] ?? '');
  if (type.startsWith('text/html')) return;
  const seen = `${row.route} as ${LABELS[actor]} answered ${response.statusCode} ${response.body}`;
  expect(type, seen).toMatch(/^application\/json/);
  expect(strictApiError.safeParse(response.json()).success, seen).toBe(true);
}

async function statusOf(row: RouteRow, actor: Actor): Promise<number> {
  if (row.status) return row.status(actor);
  const request = (await row.request?.(actor)) ?? {};
  const cookie = 'cookie' in request ? request.cookie : cookieOf(actor);
  const [method, url] = row.route.split(' ') as [HTTPMethods, string];
  const response = await t.app.inject({
    method,
    url: fill(url, request.params),
    query: request.query,
    payload: request.payload,
    headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
  });
  expectErrorShape(row, actor, response);
  return response.statusCode;
}

// `%s` of a leading name, because `$name` quotes and cuts names at 40 characters.
const routeCells = ROUTES.flatMap((row) =>
  (Object.entries(row.expect) as [Actor, number][]).map(
    ([actor, status]) =>
      [`${row.route} as ${LABELS[actor]} -> ${status}`, row, actor, status] as const,
  ),
);

describe('HTTP routes', () => {
  it.each(routeCells)('%s', async (_name, row, actor, status) => {
    expect(await statusOf(row, actor)).toBe(status);
  });
});

describe('the table', () => {
  const listed: string[] = ROUTES.map((row) => row.route);

  it('has a row for every route the app registered', () => {
    expect([...served(t.app)].filter((route) => !listed.includes(route))).toEqual([]);
  });

  it('names only routes the app registered, each once', () => {
    const routes = served(t.app);
    expect(listed.filter((route) => !routes.has(route))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });
});
