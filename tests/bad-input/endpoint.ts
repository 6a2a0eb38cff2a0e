import type fc from 'fast-check';
import type { Actor } from './fixtures.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  method: Method;
  /** As registered, with `:name` for the one path parameter. */
  path: string;
  /** The caller the route is meant for comes first; the others must be refused cleanly. */
  actors: [Actor, ...Actor[]];
  /** A body the route accepts from its first actor; generated bodies take it apart. */
  body?: () => Record<string, unknown>;
  /** The body holds flags and lists of them, no text of its own for a NUL byte to sit in. */
  textless?: true;
  /** Values that look right at a glance but not to the route, per body key. */
  nearMiss?: () => Record<string, fc.Arbitrary<unknown>>;
  /** The query keys the route reads, with plausible values. */
  query?: () => Record<string, fc.Arbitrary<string>>;
  /** Ids that exist, so generated requests also get past the path's validation. */
  ids?: () => string[];
  /** The upload URL takes the raw file, whatever its type, instead of JSON. */
  raw?: true;
  /** A browser navigation: a refusal may be an HTML page a person reads instead of JSON. */
  page?: true;
}

export const title = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
export const hasParam = (endpoint: Endpoint) => endpoint.path.includes(':');
/** The path parameter's name, as the API's errors name it. */
export const paramOf = (endpoint: Endpoint) => /:(\w+)/.exec(endpoint.path)?.[1];
export const takesBody = (endpoint: Endpoint) => endpoint.method !== 'GET';
