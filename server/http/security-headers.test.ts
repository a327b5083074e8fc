import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/app';

const answers = [
  ['an API answer', 'GET', '/api/survey/topics', 200],
  ['the app’s page', 'GET', '/', 200],
  ['a translation file', 'GET', '/locales/de/translation.json', 200],
  ['an unknown address', 'GET', '/api/nowhere', 404],
  ['a refused request', 'POST', '/api/user/token', 400],
] as const;

async function answer(t: TestApp, method: 'GET' | 'POST', url: string) {
  return t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
}

describe('given the server behind http', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(answers)('sends the security headers on %s', async (_, method, url, status) => {
    const res = await answer(t, method, url);
    expect(res.statusCode).toBe(status);
    const csp = String(res.headers['content-security-policy']).split(';');
    expect(csp).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "connect-src 'self'",
        "worker-src 'self'",
        "manifest-src 'self'",
        "img-src 'self' data:",
        "script-src-attr 'none'",
      ]),
    );
    expect(csp.find((d) => d.startsWith('script-src '))).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    expect(csp.some((d) => d.startsWith('upgrade-insecure-requests'))).toBe(false);
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('given the server behind https', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://survey.test' } });
  });
  afterAll(() => t.close());

  it('tells browsers to come back over https only', async () => {
    const res = await answer(t, 'GET', '/api/survey/topics');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
  });
});
