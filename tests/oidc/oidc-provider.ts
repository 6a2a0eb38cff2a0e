import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error oidc-provider publishes no types; the members used are typed below.
import { Provider } from 'oidc-provider';

export const OIDC_CLIENT_ID = 'beta-harbor';
export const OIDC_CLIENT_SECRET = 'test-client-secret-that-is-long-enough';
export const OIDC_PUBLIC_URL = 'http://localhost:5000';

export interface TestAccount {
  sub: string;
  email?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
  email_verified?: boolean;
}

export interface TestProvider {
  issuer: string;
  /**
   * Walks the app's authorization URL through the provider as if `account` signed in, and answers
   * the provider's redirect back to the app's callback (never fetched: the test injects it).
   */
  authorize(authorizationUrl: string, account: TestAccount): Promise<URL>;
  /** The account the provider signs in at its next login prompt, for a browser driving it. */
  signInNextAs(account: TestAccount): void;
  close(): Promise<void>;
}

interface Interaction {
  prompt: { name: string };
}
interface GrantModel {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}
interface OidcContext {
  oidc: {
    provider: {
      Grant: { new (init: object): GrantModel; find(id: string): Promise<GrantModel | undefined> };
    };
    client: { clientId: string };
    session: { accountId: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
  };
}
interface OidcProvider {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: object,
    options: { mergeWithLastSubmission: boolean },
  ): Promise<void>;
}

/**
 * A real OpenID provider on 127.0.0.1, with the app at `publicUrl` registered as a confidential
 * client.
 */
export async function startTestProvider({
  claimsInIdToken = true,
  port = 0,
  publicUrl = OIDC_PUBLIC_URL,
} = {}): Promise<TestProvider> {
  const redirectUri = `${publicUrl}/api/callback`;
  const accounts = new Map<string, TestAccount>();
  let signingIn: string | undefined;
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

  const provider: OidcProvider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        // openid-client sends the secret in the body when given one.
        token_endpoint_auth_method: 'client_secret_post',
        redirect_uris: [redirectUri],
        post_logout_redirect_uris: [`${publicUrl}/`],
      },
    ],
    jwks: { keys: [{ ...signingKey.export({ format: 'jwk' }), use: 'sig', kid: 'test' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    // A confidential client may skip PKCE by default; demanding it makes a broken PKCE fail.
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'picture'],
    },
    // Conforming providers keep scope claims at userinfo only (OIDC Core 5.4); most hosted ones
    // also put them in the ID token. The app must handle both.
    conformIdTokenClaims: !claimsInIdToken,
    features: { devInteractions: { enabled: false } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      // Verified, as a provider's own sign-up would have checked the address.
      const claims = account && { email_verified: account.email !== undefined, ...account };
      return claims && { accountId: sub, claims: () => claims };
    },
    // First-party client: consent is implied, so the only interaction is the login.
    loadExistingGrant: async (ctx: OidcContext) => {
      const { provider: op, client, session, result } = ctx.oidc;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return op.Grant.find(grantId);
      const grant = new op.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });

  const handle = provider.callback();
  server.on('request', async (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return handle(req, res);
    try {
      const { prompt } = await provider.interactionDetails(req, res);
      if (prompt.name !== 'login' || !signingIn) throw new Error(`unexpected ${prompt.name}`);
      const result = { login: { accountId: signingIn } };
      await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    } catch (err) {
      res.statusCode = 500;
      res.end(String(err));
    }
  });

  const signInNextAs = (account: TestAccount) => {
    accounts.set(account.sub, account);
    signingIn = account.sub;
  };

  return {
    issuer,
    signInNextAs,
    async authorize(authorizationUrl, account) {
      signInNextAs(account);
      // A fresh jar per flow: a new provider session, so every flow signs in anew.
      const jar = new Map<string, string>();
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop++) {
        const response = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
        });
        for (const header of response.headers.getSetCookie()) {
          const [pair = ''] = header.split(';');
          const eq = pair.indexOf('=');
          jar.set(pair.slice(0, eq), pair.slice(eq + 1));
        }
        const location = response.headers.get('location');
        if (!location) {
          throw new Error(`provider answered ${response.status}: ${await response.text()}`);
        }
        url = new URL(location, url);
        if (url.href.startsWith(redirectUri)) return url;
      }
      throw new Error('provider never redirected back to the app');
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
