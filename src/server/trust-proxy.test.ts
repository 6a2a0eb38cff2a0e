import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';
import { registerUser, TEST_PASSWORD } from '@/tests/factories/people.ts';
import { ConfigError, loadConfig } from './config.ts';

/** Five wrong passwords, each claiming a new forwarded address; then the right one. */
async function guessThenSignIn(t: TestApp, email: string) {
  const login = (password: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email, password },
    });
  for (let attempt = 0; attempt < 5; attempt++) {
    expect((await login(`guess-${attempt}`, `203.0.113.${attempt + 1}`)).statusCode).toBe(401);
  }
  return (await login(TEST_PASSWORD, '203.0.113.99')).statusCode;
}

describe('TRUST_PROXY', () => {
  it('parses true, false, hop counts and address lists, and refuses anything else', () => {
    const trustProxy = (TRUST_PROXY?: string) =>
      loadConfig({ DATA_DIR: '/nonexistent', SESSION_SECRET: 'x'.repeat(32), TRUST_PROXY })
        .trustProxy;
    expect(trustProxy()).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('10.0.0.1, 10.1.0.0/16,::1')).toEqual(['10.0.0.1', '10.1.0.0/16', '::1']);
    expect(() => trustProxy('the load balancer')).toThrow(ConfigError);
  });

  describe('unset', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(() => t.close());

    it('ignores X-Forwarded-For, so a client cannot pass as a new address on every try', async () => {
      await registerUser(t.app, { email: 'spoofed@example.test' });
      expect(await guessThenSignIn(t, 'spoofed@example.test')).toBe(429);
    });
  });

  describe('naming the proxy in front', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ TRUST_PROXY: '127.0.0.1' });
    });
    afterAll(() => t.close());

    it("counts each forwarded client on its own: one client's failures do not refuse another", async () => {
      await registerUser(t.app, { email: 'proxied@example.test' });
      expect(await guessThenSignIn(t, 'proxied@example.test')).toBe(200);
    });
  });
});
