import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { engineIndependentWithDatabase, engineSensitiveTests } from '../../server/test-support/engine-sensitive';

const root = path.resolve(import.meta.dirname, '../..');
/** What a server test file opens a database with: the test helpers, the client itself, or DATABASE_URL. */
const opensDatabase =
  /test-support\/(database|app|server-process|cli-process|second-process|migrate-process)'|openDatabase|DATABASE_URL|PGlite/;

const serverTests = fs
  .readdirSync(path.join(root, 'server'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => path.posix.join('server', file.split(path.sep).join('/')));

describe('the list of engine-sensitive server tests (docs/testing.md)', () => {
  it('names only server test files that exist, each once', () => {
    const listed = [...engineSensitiveTests, ...engineIndependentWithDatabase];
    expect(listed.filter((file) => !serverTests.includes(file))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('has every server test file that opens a database in one of its two lists', () => {
    const decided = new Set([...engineSensitiveTests, ...engineIndependentWithDatabase]);
    const undecided = serverTests.filter(
      (file) => !decided.has(file) && opensDatabase.test(fs.readFileSync(path.join(root, file), 'utf8')),
    );
    expect(undecided, 'add each to engineSensitiveTests or engineIndependentWithDatabase').toEqual([]);
  });
});
