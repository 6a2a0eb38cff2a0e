/**
 * Errors that mean the database cannot be reached right now (restarting, failed over, network
 * cut), as opposed to a query that is wrong. Those are answered 503, promptly, so clients retry.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
/** SQLSTATE class 08 (connection exception) and 57P01-03 (shutting down, cannot connect now). */
const SQLSTATE = /^(08|57P0[123])/;
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((m) => message.includes(m))) return true;
    current = cause;
  }
  return false;
}
