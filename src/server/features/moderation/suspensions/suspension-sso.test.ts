import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema/users.ts';
import type { TestApp } from '@/tests/app/build-app.ts';
import {
  setUpOidcApp,
  signIn,
  signInThroughProvider,
  startLogin,
} from '@/tests/oidc/oidc-harness.ts';
import type { TestProvider } from '@/tests/oidc/oidc-provider.ts';
import { suspendPerson } from './suspension.service.ts';

let t: TestApp;
let op: TestProvider;
setUpOidcApp((app, provider) => {
  t = app;
  op = provider;
});

const account = { sub: 'sub-suspended', email: 'suspended@e.test' };

describe('single sign-on while suspended', () => {
  it('refuses the callback with the reason: JSON for a client, a page for a browser, and no session', async () => {
    const cookie = await signIn(account);
    const [person] = await t.db.select().from(users).where(eq(users.oidcSubject, account.sub));
    const [admin] = await t.db
      .insert(users)
      .values({ role: 'Admin', firstName: 'Ada', lastName: 'Admin' })
      .returning();
    if (!person || !admin) throw new Error('no person or admin');
    await suspendPerson(
      t.app.services,
      admin,
      person.id,
      { reason: 'Impersonated a builder', days: null },
      { publicUrl: 'https://harbor.example' },
    );
    const user = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(user.statusCode).toBe(401);

    const refused = await signInThroughProvider(account);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'account_suspended',
      message: 'Your account is suspended for good. Reason: Impersonated a builder',
    });
    expect(refused.cookies.find((c) => c.name === 'bh_session')).toBeUndefined();

    const { location, flowCookie } = await startLogin();
    const redirect = await op.authorize(location.href, account);
    const page = await t.app.inject({
      method: 'GET',
      url: `${redirect.pathname}${redirect.search}`,
      headers: { cookie: flowCookie, accept: 'text/html' },
    });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('Sign-in failed');
    expect(page.body).toContain(
      'Your account is suspended for good. Reason: Impersonated a builder',
    );
    expect(page.cookies.find((c) => c.name === 'bh_session')).toBeUndefined();
  });
});
