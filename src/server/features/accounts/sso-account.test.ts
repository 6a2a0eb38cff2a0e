import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema/users.ts';
import type { TestApp } from '@/tests/app/build-app.ts';
import { setUpOidcApp, signIn, signInAs } from '@/tests/oidc/oidc-harness.ts';
import type { TestProvider } from '@/tests/oidc/oidc-provider.ts';

let op: TestProvider;
let t: TestApp;
setUpOidcApp((app, provider) => {
  t = app;
  op = provider;
});

const userStatus = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode;

describe('an account that signs in only through the provider', () => {
  it('has no password, as the user JSON says', async () => {
    const user = await signInAs({ sub: 'sub-nopass', email: 'nopass@example.test' });
    expect(user.hasPassword).toBe(false);
  });

  it("signs out with POST, and is told the provider's end-session page to visit", async () => {
    const cookie = await signIn({ sub: 'sub-leaver', email: 'leaver@example.test' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const next = new URL(response.json().redirectTo);
    expect(`${next.origin}${next.pathname}`).toBe(`${op.issuer}/session/end`);
    expect(await userStatus(cookie)).toBe(401);
  });

  it('is deleted by typing DELETE, and only so', async () => {
    const cookie = await signIn({ sub: 'sub-gone', email: 'gone@example.test' });
    const remove = (payload: object) =>
      t.app.inject({ method: 'DELETE', url: '/api/auth/user', headers: { cookie }, payload });
    for (const payload of [{}, { confirmation: 'delete' }, { password: 'anything' }]) {
      const refused = await remove(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toEqual({
        code: 'validation_failed',
        message: 'Type DELETE to confirm',
        errors: { confirmation: 'Type DELETE to confirm' },
      });
    }
    expect(await userStatus(cookie)).toBe(200);

    expect((await remove({ confirmation: 'DELETE' })).statusCode).toBe(204);
    expect(await userStatus(cookie)).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.firstName, 'Deleted'));
    expect(row).toMatchObject({ email: null, oidcSubject: null });

    // Signing in again through the provider starts a new, empty account.
    const again = await signInAs({ sub: 'sub-gone', email: 'gone@example.test' });
    expect(again.id).not.toBe(row?.id);
  });
});
