import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { AppError } from '@/server/lib/app-error.ts';
import { NAME_MAX_LENGTH } from '@/shared/constants.ts';
import { authPaths, safeReturnTo } from '@/shared/contracts/session.ts';

const FLOW_COOKIE = 'bh_oidc';
const FLOW_TTL_SECONDS = 10 * 60;
const TIMEOUT_SECONDS = 10;

interface FlowState {
  verifier: string;
  state: string;
  nonce: string;
  returnTo: string;
}

const SSO_UNAVAILABLE_MESSAGE =
  'Sign-in is unavailable right now: the sign-in provider cannot be reached. Please try again in a few minutes.';
const SSO_REFUSED_MESSAGE = 'Sign-in failed; please try again';

const configurations = new WeakMap<FastifyInstance, Promise<client.Configuration>>();
/** Apps whose provider is known to be unreachable: logged once, not on every sign-in attempt. */
const reportedDown = new WeakSet<FastifyInstance>();

/**
 * Discovery runs once per app; a failed attempt is forgotten so the next sign-in retries it, and
 * a provider that comes back needs no restart. Failure is a 503 the sign-in page explains.
 */
async function oidcConfiguration(app: FastifyInstance): Promise<client.Configuration> {
  const oidc = app.config.oidc;
  if (!oidc) throw new AppError(404, 'sso_not_configured', 'Single sign-on is not configured');
  let pending = configurations.get(app);
  if (!pending) {
    const issuer = new URL(oidc.issuerUrl);
    pending = client.discovery(issuer, oidc.clientId, oidc.clientSecret, undefined, {
      execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
      timeout: TIMEOUT_SECONDS,
    });
    pending.catch(() => configurations.delete(app));
    configurations.set(app, pending);
  }
  try {
    const configuration = await pending;
    reportedDown.delete(app);
    return configuration;
  } catch (err) {
    if (!reportedDown.has(app)) {
      reportedDown.add(app);
      app.log.warn({ err }, `Single sign-on unavailable: cannot read ${oidc.issuerUrl}`);
    }
    throw new AppError(503, 'sso_unavailable', SSO_UNAVAILABLE_MESSAGE);
  }
}

/**
 * Reads the provider's configuration once at start, so a wrong issuer or a provider that is down
 * shows as one line in the log at once rather than at the first sign-in. The server starts anyway.
 */
export async function checkOidcProvider(app: FastifyInstance): Promise<void> {
  const oidc = app.config.oidc;
  if (!oidc) return;
  try {
    await oidcConfiguration(app);
    app.log.info(`Single sign-on through ${oidc.issuerUrl}`);
  } catch {
    // oidcConfiguration logged it; sign-in pages say it is unavailable until the provider answers.
  }
}

const redirectUri = (app: FastifyInstance) => `${app.config.publicUrl}${authPaths.oidcCallback}`;

/** Answers the provider's authorization URL; PKCE verifier and state wait in a signed cookie. */
export async function startOidcLogin(
  app: FastifyInstance,
  reply: FastifyReply,
  returnTo: string,
): Promise<string> {
  const config = await oidcConfiguration(app);
  const flow: FlowState = {
    verifier: client.randomPKCECodeVerifier(),
    state: client.randomState(),
    nonce: client.randomNonce(),
    returnTo,
  };
  reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
    path: authPaths.oidcCallback,
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.publicUrl.startsWith('https://'),
    signed: true,
    maxAge: FLOW_TTL_SECONDS,
  });
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri(app),
    scope: 'openid email profile',
    code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
  });
  return url.href;
}

export interface OidcClaims {
  sub: string;
  email?: string;
  /** Only a verified address may link an existing account or grant ADMIN_EMAILS rights. */
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  picture?: string;
}

export async function finishOidcLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ claims: OidcClaims; idToken: string | undefined; returnTo: string }> {
  const flow = readFlow(request);
  reply.clearCookie(FLOW_COOKIE, { path: authPaths.oidcCallback });
  const config = await oidcConfiguration(app);
  const currentUrl = new URL(request.url, app.config.publicUrl);
  try {
    const tokens = await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('no ID token');
    // In the code flow, providers may keep profile and e-mail claims at the userinfo endpoint.
    const needsUserInfo = !idClaims.email || !idClaims.given_name;
    const claims =
      needsUserInfo && tokens.access_token && config.serverMetadata().userinfo_endpoint
        ? {
            ...(await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)),
            ...idClaims,
          }
        : idClaims;
    return {
      claims: {
        sub: claims.sub,
        email: stringClaim(claims.email)?.toLowerCase(),
        emailVerified: claims.email_verified === true,
        givenName: stringClaim(claims.given_name)?.slice(0, NAME_MAX_LENGTH),
        familyName: stringClaim(claims.family_name)?.slice(0, NAME_MAX_LENGTH),
        picture: stringClaim(claims.picture),
      },
      idToken: tokens.id_token,
      returnTo: safeReturnTo(flow.returnTo),
    };
  } catch (err) {
    // A wrong state, a replayed code or a token that does not verify: the request is at fault.
    request.log.warn({ err }, 'OIDC callback refused');
    throw new AppError(400, 'sso_failed', SSO_REFUSED_MESSAGE);
  }
}

/** Where to send the browser after our sign-out: the provider's end-session page if it has one. */
export async function oidcLogoutUrl(app: FastifyInstance, idToken: string): Promise<string> {
  // Our session is already gone; a provider that cannot be reached must not strand the browser.
  const config = await oidcConfiguration(app).catch(() => null);
  if (!config?.serverMetadata().end_session_endpoint) return '/';
  return client.buildEndSessionUrl(config, {
    id_token_hint: idToken,
    post_logout_redirect_uri: `${app.config.publicUrl}/`,
  }).href;
}

function readFlow(request: FastifyRequest): FlowState {
  const raw = request.cookies[FLOW_COOKIE];
  const unsigned = raw ? request.unsignCookie(raw) : null;
  if (!unsigned?.valid || !unsigned.value) {
    throw new AppError(400, 'sso_expired', 'Sign-in expired; please start again');
  }
  // Signed by us, but a cookie from before nonces were added lacks one: start again.
  const flow = JSON.parse(unsigned.value) as Partial<FlowState>;
  if (!flow.verifier || !flow.state || !flow.nonce || typeof flow.returnTo !== 'string') {
    throw new AppError(400, 'sso_expired', 'Sign-in expired; please start again');
  }
  return flow as FlowState;
}

function stringClaim(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
