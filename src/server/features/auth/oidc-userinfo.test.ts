import { afterAll, expect, it } from 'vitest';
import { buildTestApp } from '@/tests/app/build-app.ts';
import { sessionCookieFrom } from '@/tests/factories/people.ts';
import {
  OIDC_CLIENT_ID,
  OIDC_CLIENT_SECRET,
  OIDC_PUBLIC_URL,
  startTestProvider,
} from '@/tests/oidc/oidc-provider.ts';

// A provider that follows OIDC Core 5.4 to the letter keeps profile and e-mail claims at the
// userinfo endpoint; the app must still learn who signed in.
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

it('reads e-mail and names from userinfo when the ID token leaves them out', async () => {
  const conforming = await startTestProvider({ claimsInIdToken: false });
  cleanups.push(() => conforming.close());
  const app = await buildTestApp({
    OIDC_ISSUER_URL: conforming.issuer,
    OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET,
    PUBLIC_URL: OIDC_PUBLIC_URL,
  });
  cleanups.push(() => app.close());
  const login = await app.app.inject({ method: 'GET', url: '/api/login' });
  const flow = login.cookies.find((c) => c.name === 'bh_oidc');
  const redirect = await conforming.authorize(login.headers.location as string, {
    sub: 'sub-erin',
    email: 'erin@example.test',
    given_name: 'Erin',
    family_name: 'Ito',
  });
  const response = await app.app.inject({
    method: 'GET',
    url: `${redirect.pathname}${redirect.search}`,
    headers: { cookie: `bh_oidc=${encodeURIComponent(flow?.value ?? '')}` },
  });
  const me = await app.app.inject({
    method: 'GET',
    url: '/api/auth/user',
    headers: { cookie: sessionCookieFrom(response) },
  });
  expect(me.json()).toMatchObject({
    email: 'erin@example.test',
    firstName: 'Erin',
    lastName: 'Ito',
  });
});
