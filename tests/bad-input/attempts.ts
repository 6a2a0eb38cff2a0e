import fc from 'fast-check';
import { type Endpoint, hasParam, paramOf, takesBody } from './endpoint.ts';
import type { Actor } from './fixtures.ts';
import {
  asJson,
  badIds,
  malformedJson,
  oddContentType,
  type Payload,
  percentEncode,
  rawBodies,
  shortText,
  text,
  withNul,
  wrongValue,
} from './values.ts';

// BAD_INPUT_RUNS=400 searches deeper, for a while after the generators or the app change.
export const RUNS = Number(process.env.BAD_INPUT_RUNS ?? 30);

export interface Attempt {
  actor: Actor;
  /** The path parameter, already percent-encoded. */
  id: string;
  query: string;
  body: Payload;
  accept: string | undefined;
  /** Anonymous rate limits count per address; fresh ones keep runs from starving each other. */
  ip: string;
}

/** The route's own keys, each kept, dropped or given a wrong value, plus keys it never asked for. */
function shapedLike(endpoint: Endpoint): fc.Arbitrary<Record<string, unknown>> {
  const example = endpoint.body?.() ?? {};
  const near = endpoint.nearMiss?.() ?? {};
  const keys = Object.fromEntries(
    Object.entries(example).map(([key, value]) => [
      key,
      fc.oneof(
        { weight: 2, arbitrary: fc.constant(value) },
        { weight: 2, arbitrary: near[key] ?? wrongValue() },
        { weight: 1, arbitrary: wrongValue() },
      ),
    ]),
  );
  return fc
    .tuple(
      fc.record(keys, { requiredKeys: [] }),
      fc.dictionary(shortText, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 2 }),
    )
    .map(([own, extra]) => ({ ...extra, ...own }));
}

function bodies(endpoint: Endpoint): fc.Arbitrary<Payload> {
  return fc.oneof(
    { weight: 5, arbitrary: shapedLike(endpoint).map(asJson) },
    { weight: 2, arbitrary: fc.anything({ maxDepth: 3 }).map(asJson) },
    {
      weight: 1,
      arbitrary: malformedJson.map((payload) => ({ payload, contentType: 'application/json' })),
    },
    { weight: 1, arbitrary: fc.record({ contentType: oddContentType, payload: shortText }) },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

/** Query strings: the route's own keys with plausible or junk values, strangers, broken syntax. */
export function queries(endpoint: Endpoint): fc.Arbitrary<string> {
  const known = endpoint.query?.() ?? {};
  const keys = Object.keys(known);
  const ownKey = keys.length
    ? [
        fc
          .constantFrom(...keys)
          .chain((key) =>
            fc.tuple(fc.constant(key), fc.oneof(known[key] as fc.Arbitrary<string>, text)),
          ),
      ]
    : [];
  const pair = fc
    .oneof(...ownKey, fc.tuple(shortText, text))
    .map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`);
  const junk = fc.constantFrom(
    '',
    '&',
    '=',
    '&&=&',
    '%',
    '%zz',
    '%E0%A4',
    '%FF',
    'a[b]=c',
    'a[]=1&a[]=2',
    '__proto__[x]=1',
    'constructor[prototype][x]=1',
  );
  return fc
    .tuple(fc.array(pair, { maxLength: 4 }), junk)
    .map(([pairs, tail]) => [...pairs, tail].filter(Boolean).join('&'));
}

/** Anything, from any of the route's callers: every part generated at once. */
export function attempts(endpoint: Endpoint): fc.Arbitrary<Attempt> {
  const ids = endpoint.ids?.() ?? [];
  return fc.record({
    actor: fc.constantFrom(...endpoint.actors),
    id: hasParam(endpoint)
      ? fc.oneof(badIds, ...(ids.length ? [fc.constantFrom(...ids)] : []))
      : fc.constant(''),
    query: queries(endpoint),
    body: takesBody(endpoint) ? (endpoint.raw ? rawBodies : bodies(endpoint)) : fc.constant({}),
    accept: fc.constantFrom(undefined, 'application/json', 'text/html', '*/*'),
    ip: fc.ipV4(),
  });
}

type AttemptParts = { [K in keyof Attempt]?: fc.Arbitrary<Attempt[K]> };

/** The route's valid request from its own caller, with the given parts generated instead. */
export function variations(endpoint: Endpoint, parts: AttemptParts): fc.Arbitrary<Attempt> {
  const body = takesBody(endpoint) && !endpoint.raw ? asJson(endpoint.body?.() ?? {}) : {};
  return fc.record({
    actor: fc.constant(endpoint.actors[0]),
    id: fc.constant(endpoint.ids?.()[0] ?? ''),
    query: fc.constant(''),
    body: fc.constant(body),
    accept: fc.constant(undefined),
    ip: fc.ipV4(),
    ...parts,
  } as { [K in keyof Attempt]: fc.Arbitrary<Attempt[K]> });
}

export const hasNulSpot = (endpoint: Endpoint) =>
  Boolean((endpoint.body && !endpoint.textless) || endpoint.query) || hasParam(endpoint);

/**
 * A NUL byte in one text the route would otherwise accept (in the body, the query or the path),
 * with the name of the field it is in.
 */
export function nulAttempts(endpoint: Endpoint): fc.Arbitrary<{ attempt: Attempt; field: string }> {
  const example = endpoint.body?.() ?? {};
  const textKeys = Object.keys(example).filter((key) => typeof example[key] === 'string');
  const known = endpoint.query?.() ?? {};
  const spots: fc.Arbitrary<{ attempt: Attempt; field: string }>[] = [];
  if (textKeys.length && !endpoint.raw) {
    spots.push(
      fc.constantFrom(...textKeys).chain((field) => {
        const body = withNul(String(example[field])).map((value) =>
          asJson({ ...example, [field]: value }),
        );
        return variations(endpoint, { body }).map((attempt) => ({ attempt, field }));
      }),
    );
  }
  if (Object.keys(known).length) {
    spots.push(
      fc.constantFrom(...Object.keys(known)).chain((field) => {
        const query = (known[field] as fc.Arbitrary<string>)
          .chain(withNul)
          .map((value) => `${field}=${percentEncode(value)}`);
        return variations(endpoint, { query }).map((attempt) => ({ attempt, field }));
      }),
    );
  }
  const param = paramOf(endpoint);
  if (param) {
    const id = fc
      .constantFrom(...(endpoint.ids?.() ?? []), 'x')
      .chain(withNul)
      .map(percentEncode);
    spots.push(variations(endpoint, { id }).map((attempt) => ({ attempt, field: param })));
  }
  return fc.oneof(...spots);
}
