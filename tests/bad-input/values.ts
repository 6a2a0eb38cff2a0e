import fc from 'fast-check';
import { CATEGORIES, INTEREST_STATUSES, LISTING_STATUSES, ROLES } from '@/shared/constants.ts';
import { type Actor, fx } from './fixtures.ts';

/** Text that has broken parsers, encoders and queries elsewhere. NUL bytes get their own cases. */
const trickyText = fc.constantFrom(
  '',
  ' ',
  '\t\r\n',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  'NaN',
  '1e400',
  '__proto__',
  'constructor',
  '../../../etc/passwd',
  '..%2F..%2F',
  '%00',
  '%',
  '%zz',
  '\\',
  "'",
  '"',
  "'; drop table users; --",
  '%_\\%',
  '<script>alert(1)</script>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '${7*7}',
  '\u202Eevil',
  '\uFEFF',
  'e\u0301',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '👩‍👩‍👧‍👦',
  '\uD800',
  '\uDFFF',
  'İı',
  '\u0085\u2028\u2029',
  'http://[',
  'http://a:99999',
  '//evil.example',
  'javascript:alert(1)',
  'a@b',
  'x@example.test',
);

const hugeText = fc
  .tuple(fc.constantFrom('x', 'é', '😀', ' ', '%'), fc.integer({ min: 257, max: 20_000 }))
  .map(([char, times]) => char.repeat(times));

const withoutNul = (value: string) => value.replaceAll('\u0000', '');

export const shortText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map(withoutNul) },
  { weight: 3, arbitrary: trickyText },
);
export const text = fc.oneof(
  { weight: 8, arbitrary: shortText },
  { weight: 1, arbitrary: hugeText },
);

export const withNul = (value: string) =>
  fc.nat(value.length).map((at) => `${value.slice(0, at)}\u0000${value.slice(at)}`);

export const looksLikeUuid = fc.stringMatching(/^[0-9a-f-]{36}$/);
/** What PostgreSQL's uuid type reads; z.uuid() is stricter. */
export const POSTGRES_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const uuidNearMiss = () =>
  fc.oneof(fc.constantFrom(...fx.knownIds), looksLikeUuid, fc.uuid());

export const signedIn = fc.constantFrom<Actor>('tester', 'builder', 'admin');

/** A value of the wrong type, or of the right type but wrong. */
export const wrongValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
    fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
    fc.uuid(),
    looksLikeUuid,
    fc.constantFrom(...fx.knownIds),
    fc.emailAddress(),
    fc.webUrl(),
    fc.constantFrom(
      ...CATEGORIES,
      ...ROLES,
      ...LISTING_STATUSES,
      ...INTEREST_STATUSES,
      'admin',
      'OPEN',
      'all',
    ),
  );

export interface Payload {
  payload?: string | Buffer;
  contentType?: string;
}

export const asJson = (value: unknown): Payload => ({
  payload: JSON.stringify(value) ?? '',
  contentType: 'application/json',
});

export const malformedJson = fc.oneof(
  shortText,
  fc.constantFrom(
    '{',
    '[',
    '{"a":}',
    'nul',
    '{"a":1,}',
    "{'a':1}",
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '\uFEFF{}',
    '1e999999',
    '"\\ud800"',
    `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
    `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  ),
);

export const oddContentType = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json;;',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  '*/*',
);

const imageSignatures = [
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [...Buffer.from('GIF89a')],
  [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP')],
];

/** Raw uploads: random bytes, some behind a real image signature so they pass the type check. */
export const rawBodies: fc.Arbitrary<Payload> = fc.record({
  contentType: fc.constantFrom('image/png', 'application/json', 'text/plain', 'image/svg+xml'),
  payload: fc
    .tuple(
      fc.oneof(fc.constant([]), fc.constantFrom(...imageSignatures)),
      fc.uint8Array({ maxLength: 2_048 }),
    )
    .map(([signature, rest]) => Buffer.concat([Buffer.from(signature), rest])),
});

/** UTF-8 percent-encoding; lone surrogates become U+FFFD, as a browser would send them. */
export function percentEncode(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** Percent-escapes that decode to no UTF-8: truncated, not hex, a surrogate, an overlong form. */
export const malformedPercent = fc.constantFrom(
  '%',
  '%zz',
  '%E0%A4',
  '%FF',
  '%C3',
  '%ED%A0%80',
  '%C0%AF',
);

/** Fastify's maxParamLength: a longer path parameter is refused before routing. */
const MAX_PARAM_LENGTH = 100;

export const overLongIds = fc
  .tuple(
    fc.constantFrom('a', '0', '-', '%C3%A9'),
    fc.integer({ min: MAX_PARAM_LENGTH + 1, max: 4_000 }),
  )
  .map(([unit, times]) => unit.repeat(times));

/** Path parameters, already percent-encoded. */
export const badIds = fc.oneof(
  fc.uuid(),
  fc.uuid().map((id) => id.toUpperCase()),
  fc.uuid().map((id) => `${id}x`),
  fc.uuid().map((id) => id.replaceAll('-', '')),
  looksLikeUuid,
  fc.constantFrom(
    '',
    '0',
    '-1',
    'null',
    'undefined',
    'NaN',
    '%20',
    '.',
    '..',
    '%2e%2e',
    '..%2F..%2Fetc%2Fpasswd',
    '%252e%252e%252f',
    'a%2Fb',
    '%5C',
    '%3Cscript%3E',
    '%3F%23',
    '%F0%9F%98%80',
    '%E2%80%AE',
    '%EF%BB%BF',
    '00000000-0000-0000-0000-000000000000',
  ),
  shortText.map(percentEncode),
  malformedPercent,
  overLongIds,
);

const encodeCursor = (cursor: unknown) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

/** Keyset cursors as Browse hands them out, and ones forged to look like them. */
export const keysetCursors = fc
  .record(
    {
      createdAt: fc.oneof(
        fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
        fc.constantFrom('1', '2020', 'Tue', '+275760-09-13T00:00:00.000Z', '0000-01-01'),
        shortText,
      ),
      id: fc.oneof(fc.uuid(), looksLikeUuid),
      offset: fc.oneof(fc.integer({ min: -1, max: 20_000 }), fc.double()),
    },
    { requiredKeys: [] },
  )
  .map(encodeCursor);

/** Cursors of the sorts other than newest, and ones forged to look like them. */
export const sortedCursors = fc
  .record({
    sort: fc.constantFrom('places', 'cycle', 'responsive', 'newest', 'oldest'),
    key: fc.oneof(fc.integer(), fc.double(), fc.constant(2_147_483_647)),
    createdAt: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    id: fc.oneof(fc.uuid(), looksLikeUuid),
  })
  .map(encodeCursor);

/**
 * A cursor that passes a loose look (a parsable date and 36 uuid-like characters, or an offset in
 * range beside a stray createdAt) but holds a createdAt or id PostgreSQL cannot read: it has to be
 * refused before it reaches the query.
 */
export function unreadableCursor(cursor: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return false;
  }
  if (typeof parsed !== 'object' || parsed === null || !('createdAt' in parsed)) return false;
  const { createdAt, id, offset } = parsed as Record<string, unknown>;
  const keyset =
    typeof createdAt === 'string' &&
    !Number.isNaN(Date.parse(createdAt)) &&
    typeof id === 'string' &&
    /^[0-9a-f-]{36}$/.test(id);
  const offsetCursor = Number.isInteger(offset) && Number(offset) >= 0 && Number(offset) <= 10_000;
  if (!keyset && !offsetCursor) return false;
  const after = new Date(createdAt as string);
  return (
    typeof id !== 'string' ||
    !POSTGRES_UUID.test(id) ||
    Number.isNaN(after.getTime()) ||
    !/^(?!0000)\d{4}-/.test(after.toISOString())
  );
}

/** Characters a Location header cannot carry as they are: beyond Latin-1, beyond the BMP, DEL. */
export const notHeaderSafe = fc.constantFrom('Ā', '€', 'ー', '😀', '\u007f');
