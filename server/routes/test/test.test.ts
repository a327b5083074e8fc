import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordServerStart } from '../../services/health';
import { createTestApp, type TestApp } from '../../test-support/app';
import { errorBody } from '../../test-support/error-body';

describe('the /api/test checks', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('GET /api/test/connection answers the backend message', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/connection' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'The backend is reachable' });
  });

  it('GET /api/test/sql answers only that the database answered: no version, no kind', async () => {
    await recordServerStart(ctx.database);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/sql' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'The database answered the query' });
    expect(res.body).not.toMatch(/PostgreSQL|PGlite|pglite|postgres|\d+\.\d+/i);
  });

  it('GET /api/test/sql answers 500 in the wire format when the database does not answer', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.app.inject({ method: 'GET', url: '/api/test/sql' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(errorBody({ en: 'An unexpected error occurred', cz: 'Došlo k neočekávané chybě' }));
    await broken.close();
  });

  it('answers unknown API paths with 404 in the wire format', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(errorBody({ en: 'The requested address does not exist', cz: 'Požadovaná adresa neexistuje' }));
  });

  it('publishes an OpenAPI document generated from the zod schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/test/sql'].get.responses['200']).toBeDefined();
  });

  it('serves the locale files and nothing else from /locales', async () => {
    const ok = await ctx.app.inject({ method: 'GET', url: '/locales/cs/translation.json' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().TESTING.CHECK).toBeTruthy();
    const traversal = await ctx.app.inject({ method: 'GET', url: '/locales/../package.json' });
    expect(traversal.statusCode).toBe(404);
  });

  it('sends strict security headers with a CSP that allows no inline script', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/connection' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
