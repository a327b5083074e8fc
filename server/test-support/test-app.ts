import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { readConfig, type ServerConfig } from '../config';
import { openTestDatabase } from './test-database';

/** buildApp on a fresh test database, for `app.inject`; `close` also drops the database. */
export async function createTestApp(overrides: Partial<ServerConfig> = {}) {
  const database = await openTestDatabase();
  const dataDir = path.join(os.tmpdir(), `survey-test-${process.pid}-${Date.now()}`);
  const config = { ...readConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), ...overrides };
  const app = await buildApp({ config, database, logger: false });
  return { app, database, config };
}
