import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { NAME_MAX_LENGTH } from '../../../shared/constants.ts';
import { authPaths, safeReturnTo } from '../../../shared/contracts/session.ts';
import { AppError } from '../../lib/app-error.ts';

const FLOW_COOKIE = 'bh_oidc';
const FLOW_TTL_SECONDS = 10 * 60;

interface FlowState {
  verifier: string;
  state: string;
  returnTo: string;
}

const configurations = new WeakMap<FastifyInstance, Promise<client.Configuration>>();

/** Discovery runs once per app; a failed attempt is forgotten so the next sign-in retries it. */
function oidcConfiguration(app: FastifyInstance): Promise<client.Configuration> {
  const oidc = app.config.oidc;
  if (!oidc) throw new AppError(404, 'Single sign-on is not configured');
  let pending = configurations.get(app);
  if (!pending) {
    const issuer = new URL(oidc.issuerUrl);
    pending = client.discovery(issuer, oidc.clientId, oidc.clientSecret, undefined, {
      execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [],
    });
    pending.catch(() => configurations.delete(app));
    configurations.set(app, pending);
  }
  return pending;
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
    request.log.warn({ err }, 'OIDC callback refused');
    throw new AppError(401, 'Sign-in failed; please try again');
  }
}

export async function oidcLogoutUrl(app: FastifyInstance, idToken: string): Promise<string> {
  const config = await oidcConfiguration(app);
  if (!config.serverMetadata().end_session_endpoint) return '/';
  return client.buildEndSessionUrl(config, {
    id_token_hint: idToken,
    post_logout_redirect_uri: `${app.config.publicUrl}/`,
  }).href;
}

function readFlow(request: FastifyRequest): FlowState {
  const raw = request.cookies[FLOW_COOKIE];
  const unsigned = raw ? request.unsignCookie(raw) : null;
  if (!unsigned?.valid || !unsigned.value) {
    throw new AppError(400, 'Sign-in expired; please start again');
  }
  return JSON.parse(unsigned.value) as FlowState;
}

function stringClaim(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
