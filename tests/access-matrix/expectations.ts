import type { HTTPMethods } from 'fastify';
import type { Actor } from './fixtures.ts';

/** The shape of a row of the route table, and the status columns most rows share. */

/** The outsider column applies only where a conversation is the resource. */
export type Expected = Record<Exclude<Actor, 'outsider'>, number> & { outsider?: number };

interface Request {
  params?: Record<string, string>;
  query?: Record<string, string>;
  payload?: object | string | Buffer;
  headers?: Record<string, string>;
  /** Replaces the actor's session, for calls that would end or replace the one they carry. */
  cookie?: string;
}

export interface RouteRow {
  /** Method and URL as Fastify registered them; the request fills the URL's `:params`. */
  route: `${HTTPMethods} /${string}`;
  /** Why everyone gets the same answer, where they do. */
  why?: string;
  expect: Expected;
  request?: (actor: Actor) => Request | Promise<Request>;
  /** Answers the status itself, for a call `inject` cannot make. */
  status?: (actor: Actor) => Promise<number>;
}

export const everyone = (status: number) =>
  Object.fromEntries(
    (['anon', 'tester', 'owner', 'other', 'admin'] as const).map((actor) => [actor, status]),
  ) as Expected;
export const PUBLIC = everyone(200);
export const SIGNED_IN_ONLY = { anon: 401, tester: 200, owner: 200, other: 200, admin: 200 };
export const OWNER_ONLY = { anon: 401, tester: 403, owner: 200, other: 403, admin: 403 };
export const TESTER_ONLY = { anon: 401, tester: 200, owner: 403, other: 403, admin: 403 };
export const ADMIN_ONLY = { anon: 401, tester: 403, owner: 403, other: 403, admin: 200 };
