import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/tests/app/build-app.ts';

let http: TestApp;
let https: TestApp;
beforeAll(async () => {
  [http, https] = await Promise.all([
    buildTestApp(),
    buildTestApp({ PUBLIC_URL: 'https://harbor.example' }),
  ]);
});
afterAll(async () => {
  await http.close();
  await https.close();
});

const directives = (csp: string) =>
  new Map(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

describe('security headers', () => {
  it.each(['/', '/api/software', '/share/00000000-0000-4000-8000-000000000000', '/nope'])(
    '%s: a CSP without inline scripts that no site may frame, nosniff and a referrer policy',
    async (url) => {
      const response = await http.app.inject({ method: 'GET', url });
      const csp = directives(String(response.headers['content-security-policy']));
      expect(csp.get('script-src') ?? csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    },
  );

  it('lets pages connect to this site only, its WebSocket included', async () => {
    const plain = await http.app.inject({ method: 'GET', url: '/' });
    const plainOrigin = new URL(http.app.config.publicUrl).host;
    expect(directives(String(plain.headers['content-security-policy'])).get('connect-src')).toEqual(
      ["'self'", `ws://${plainOrigin}`],
    );
    const secure = await https.app.inject({ method: 'GET', url: '/' });
    expect(
      directives(String(secure.headers['content-security-policy'])).get('connect-src'),
    ).toEqual(["'self'", 'wss://harbor.example']);
  });

  it('sends HSTS only when PUBLIC_URL is https', async () => {
    const plain = await http.app.inject({ method: 'GET', url: '/api/software' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await https.app.inject({ method: 'GET', url: '/api/software' });
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });
});
