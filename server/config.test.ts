import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

describe('the server settings', () => {
  it('default to port 3000, ./data and no trusted proxy', () => {
    const config = readConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.trustProxy).toBe(false);
  });

  it('refuse a port that is not a whole number, in words', () => {
    expect(() => readConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => readConfig({ PORT: 'abc' })).toThrow(/PORT must be a whole number/);
  });

  it('read TRUST_PROXY as true, false or a count of proxies', () => {
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => readConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });

  it('keep the rate limits as they are unless BENCH_RATE_LIMIT_FACTOR raises them, and never lower them', () => {
    expect(readConfig({}).rateLimitFactor).toBe(1);
    expect(readConfig({ BENCH_RATE_LIMIT_FACTOR: '1000' }).rateLimitFactor).toBe(1000);
    for (const wrong of ['0', '0.5', '-3', 'lots']) {
      expect(() => readConfig({ BENCH_RATE_LIMIT_FACTOR: wrong })).toThrow(/BENCH_RATE_LIMIT_FACTOR/);
    }
  });

  it('take a METRICS_TOKEN only when it is long enough to be unguessable', () => {
    expect(readConfig({}).metricsToken).toBeUndefined();
    expect(readConfig({ METRICS_TOKEN: 'a'.repeat(32) }).metricsToken).toBe('a'.repeat(32));
    expect(() => readConfig({ METRICS_TOKEN: 'secret' })).toThrow(/METRICS_TOKEN must be at least 32 characters/);
  });

  it('derive the mail outbox and public address from the data folder and port', () => {
    const config = readConfig({ DATA_DIR: '/srv/survey', PORT: '8080' });
    expect(config.mailOutboxDir).toBe('/srv/survey/outbox');
    expect(config.publicUrl).toBe('http://localhost:8080');
  });
});
