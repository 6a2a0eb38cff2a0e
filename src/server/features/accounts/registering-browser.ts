import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The browser that asked to register an address, marked by a signed cookie holding that address,
 * as long as the verification link lives. Anyone may register someone else's address with a
 * password of their choosing: the link signs in only the browser that registered, so the
 * address's owner, opening a link they never asked for, does not land in an account whose password
 * a stranger knows. The mark is set for a taken address too, so the answer tells nothing.
 */
const REGISTERING_COOKIE = 'bh_registering';
const REGISTERING_PATH = '/api/auth';
const VERIFICATION_LINK_SECONDS = 48 * 60 * 60;

export function markRegisteringBrowser(reply: FastifyReply, email: string, secure: boolean) {
  reply.setCookie(REGISTERING_COOKIE, email.toLowerCase(), {
    path: REGISTERING_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: true,
    maxAge: VERIFICATION_LINK_SECONDS,
  });
}

/** Whether this browser registered `email`; the mark is spent by asking. */
export function registeredHere(request: FastifyRequest, reply: FastifyReply, email: string) {
  const raw = request.cookies[REGISTERING_COOKIE];
  if (!raw) return false;
  reply.clearCookie(REGISTERING_COOKIE, { path: REGISTERING_PATH });
  const { valid, value } = request.unsignCookie(raw);
  return valid && value === email.toLowerCase();
}
