import { hash, verify } from '@node-rs/argon2';
import { ServiceBusyError } from '@/server/lib/app-error.ts';
import { BUSY_MESSAGE, createHashingGate } from './hashing-gate.ts';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * argon2 runs on libuv's thread pool, whose 4 threads (UV_THREADPOOL_SIZE) file reads, DNS
 * lookups, zlib and async crypto also wait for: a crowd of sign-ins once queued everything else
 * behind hundreds of hashes. Two in flight leave half the pool free. One hash takes about 25 ms
 * of a core, so two lanes clear some 80 a second and a queue of 32 drains in under half a second
 * (a second or so on a loaded machine); beyond that the attempt is refused at once, and Retry-After
 * asks for a little longer than the drain, so that retries do not arrive as a second crowd.
 */
export const HASHING_LIMITS = { inFlight: 2, queued: 32, retryAfterSeconds: 2 } as const;
const runHashing = createHashingGate(HASHING_LIMITS);

/** Sign-ins between arrival and answer; any beyond the gate's room would only be refused there. */
const SIGN_INS_UNDERWAY = HASHING_LIMITS.inFlight + HASHING_LIMITS.queued;
let signInsUnderway = 0;

/**
 * Admits a sign-in, or refuses it with the gate's 503 before it costs anything: refused only at
 * the hash, each would already have done the throttle's bookkeeping, which on the embedded
 * database holds up every other request. Returns the release, for when the answer is sent.
 */
export function admitSignIn(): () => void {
  if (signInsUnderway >= SIGN_INS_UNDERWAY) {
    throw new ServiceBusyError(BUSY_MESSAGE, HASHING_LIMITS.retryAfterSeconds);
  }
  signInsUnderway++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    signInsUnderway--;
  };
}

/** Verified against when there is no stored hash, so an unknown account takes as long. */
const DUMMY_HASH_PROMISE = hash('not-a-real-password', ARGON2_OPTIONS);

/** The stored form of a password: argon2id with the options above. */
export const hashPassword = (password: string) => runHashing(() => hash(password, ARGON2_OPTIONS));

/** Whether `password` matches `storedHash`; with none, false, after the same work as a check. */
export async function verifyPassword(storedHash: string | null, password: string) {
  const against = storedHash ?? (await DUMMY_HASH_PROMISE);
  const matches = await runHashing(() => verify(against, password));
  return storedHash !== null && matches;
}
