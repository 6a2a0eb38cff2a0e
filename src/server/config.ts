import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { Cron } from 'croner';
import { z } from '@/shared/contracts/zod.ts';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const MILLISECONDS = 'must be a whole number of milliseconds';

/** The floor catches a value written in seconds by mistake. */
const milliseconds = (fallback: number) =>
  optionalText.pipe(
    z.coerce
      .number<string | undefined>({ error: MILLISECONDS })
      .int(MILLISECONDS)
      .min(100, 'must be at least 100 (milliseconds)')
      .max(3_600_000, 'must be at most 3600000 (one hour, in milliseconds)')
      .default(fallback),
  );

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  SESSION_SECRET: optionalText.pipe(
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  OIDC_ISSUER_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email())),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().trim().min(1).default('Beta Harbor <no-reply@localhost>'),
  DIGEST_CRON: z
    .string()
    .trim()
    .default('0 9 * * 1')
    .refine(isValidCron, 'must be a valid cron pattern'),
  TRUST_PROXY: optionalText.pipe(
    z
      .string()
      .regex(
        /^(true|false|\d+|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
        'must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses',
      )
      .optional(),
  ),
  HTTP_HEADERS_TIMEOUT_MS: milliseconds(10_000),
  HTTP_REQUEST_TIMEOUT_MS: milliseconds(120_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: milliseconds(5_000),
  HTTP_MAX_CONNECTIONS: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(4096),
  ),
  SEARCH_INDEX: z.enum(['memory', 'database']).default('memory'),
  SEARCH_INDEX_MEMORY_MB: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ error: 'must be a whole number of megabytes' })
      .int('must be a whole number of megabytes')
      .min(1, 'must be at least 1')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TEST_CLOCK: z.enum(['0', '1']).default('0'),
  TEST_MAILBOX: z.enum(['0', '1']).default('0'),
});

/** Every variable the server reads, for `.env.example` and the README to list. */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

function isValidCron(pattern: string): boolean {
  try {
    new Cron(pattern, { paused: true }).stop();
    return true;
  } catch {
    return false;
  }
}

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string;
  oidc: { issuerUrl: string; clientId: string; clientSecret: string | undefined } | undefined;
  adminEmails: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  digestCron: string;
  logLevel: string;
  /** Where search reads: each process's index in memory, or the database's word indexes. */
  searchIndex: 'memory' | 'database';
  /** What each process's search index may take before search reads the database instead. */
  searchIndexMemoryMb: number;
  /** Whose X-Forwarded-* headers to believe (Fastify's `trustProxy`); by default, nobody's. */
  trustProxy: boolean | number | string[];
  /** What a slow or idle client may hold: see `buildApp`. */
  http: {
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    keepAliveTimeoutMs: number;
    maxConnections: number;
  };
  isProduction: boolean;
  /**
   * Only for browser tests of days and time: the server's clock stands still and
   * `PUT /api/test-clock` moves it. Never on a server people use.
   */
  testClock: boolean;
  /** Serves `GET /api/test-mailbox`: tests that drive a real server read its mail there. */
  testMailbox: boolean;
}

export class ConfigError extends Error {}

/**
 * A client that reaches the server directly could otherwise write any X-Forwarded-For and pass as
 * a new address on every request, escaping every per-address limit.
 */
function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((address) => address.trim());
}

/** Reads the environment once. Any bad value stops the start with one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid ${variable}: ${issue?.message ?? 'bad value'}`);
  }
  const vars = parsed.data;
  const dataDir = path.resolve(vars.DATA_DIR);
  if (vars.DATABASE_URL && !vars.SESSION_SECRET) {
    throw new ConfigError('Invalid SESSION_SECRET: required when DATABASE_URL is set');
  }
  if (vars.OIDC_ISSUER_URL && !vars.OIDC_CLIENT_ID) {
    throw new ConfigError('Invalid OIDC_CLIENT_ID: required when OIDC_ISSUER_URL is set');
  }
  // The request timeout counts from the same first byte, so a longer header wait would never end.
  if (vars.HTTP_HEADERS_TIMEOUT_MS > vars.HTTP_REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      `Invalid HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS (${vars.HTTP_REQUEST_TIMEOUT_MS})`,
    );
  }
  return {
    port: vars.PORT,
    host: vars.HOST,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    sessionSecret: vars.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    oidc: vars.OIDC_ISSUER_URL
      ? {
          issuerUrl: vars.OIDC_ISSUER_URL,
          clientId: vars.OIDC_CLIENT_ID as string,
          clientSecret: vars.OIDC_CLIENT_SECRET,
        }
      : undefined,
    adminEmails: vars.ADMIN_EMAILS,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    digestCron: vars.DIGEST_CRON,
    logLevel: vars.LOG_LEVEL,
    searchIndex: vars.SEARCH_INDEX,
    searchIndexMemoryMb: vars.SEARCH_INDEX_MEMORY_MB ?? defaultSearchIndexMemoryMb(),
    trustProxy: parseTrustProxy(vars.TRUST_PROXY),
    http: {
      headersTimeoutMs: vars.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: vars.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: vars.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: vars.HTTP_MAX_CONNECTIONS,
    },
    isProduction: env.NODE_ENV === 'production',
    testClock: vars.TEST_CLOCK === '1',
    testMailbox: vars.TEST_MAILBOX === '1',
  };
}

/**
 * Two fifths of the heap node may grow to (V8 sets it from the machine's memory, or
 * `--max-old-space-size`): the rest is for requests, the listing cache and, on the embedded
 * database, PGlite's own memory.
 */
function defaultSearchIndexMemoryMb(): number {
  return Math.floor((getHeapStatistics().heap_size_limit * 0.4) / 2 ** 20);
}

/** With the embedded database the secret lives beside it, so restarts keep sessions valid. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
