/**
 * What kind of failure a database driver's error is. "Unavailable" means the database cannot be
 * reached right now (restarting, failed over, network cut), as opposed to a query that is wrong:
 * those are answered 503, promptly, so clients retry.
 */
/** Only an outgoing connection fails so: whatever the depth, it is the database's. */
const CONNECT_CODES = new Set(['ECONNREFUSED', 'EHOSTUNREACH']);
/**
 * A client's own socket fails so too (a browser gone mid-body is ECONNRESET): these count only
 * as the cause inside the driver's error, never as the error a request handler sees itself.
 */
const DROPPED_CODES = new Set(['ECONNRESET', 'ETIMEDOUT', 'EPIPE']);
/** SQLSTATE class 08 (connection exception) and 57P01-03 (shutting down, cannot connect now). */
const SQLSTATE = /^(08|57P0[123])/;
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  return someCause(error, (code, message, depth) => {
    if (typeof code === 'string') {
      if (CONNECT_CODES.has(code) || SQLSTATE.test(code)) return true;
      if (depth > 0 && DROPPED_CODES.has(code)) return true;
    }
    return typeof message === 'string' && MESSAGES.some((m) => message.includes(m));
  });
}

/**
 * The data exceptions (SQLSTATE class 22) that a value from a request causes: not text of its
 * type, an unstorable character, too long, not a date. Others in the class (division by zero,
 * overflow in arithmetic) are the server's own bugs and stay 500s.
 */
const INPUT_DATA_EXCEPTIONS = new Set(['22P02', '22021', '22001', '22007', '22008']);

export function isDataException(error: unknown): boolean {
  return someCause(error, (code) => typeof code === 'string' && INPUT_DATA_EXCEPTIONS.has(code));
}

/** Drizzle wraps the driver's error as `cause`; look a few levels down. */
function someCause(
  error: unknown,
  test: (code: unknown, message: unknown, depth: number) => boolean,
): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (test(code, message, depth)) return true;
    current = cause;
  }
  return false;
}
