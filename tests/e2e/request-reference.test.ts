import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { freshDataDir } from '../support/data-template';
import { createActivatedAccount, loggedInContext } from '../support/e2e-accounts';
import { withRealApp } from '../support/real-app';

/** The first name the database refuses to store, so saving it is a real 500 of the real server. */
const refusedName = 'Fehlerprobe';

/**
 * A data folder whose database refuses, by a trigger, a profile saved with `refusedName` (as the server's
 * logging test forces its failure), set up before the server holds the folder.
 */
async function folderRefusingTheName() {
  const dataDir = await freshDataDir();
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db'), holder: 'the request reference test' });
  // A copy of the run's template is migrated already; an empty folder (no template) is migrated here.
  await migrate(database);
  await database.db.execute(sql`
    CREATE FUNCTION refuse_for_test() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'forced failure for the request reference test'; END $$`);
  await database.db.execute(
    sql.raw(`CREATE TRIGGER refuse_for_test BEFORE UPDATE ON users FOR EACH ROW
      WHEN (NEW.first_name = '${refusedName}') EXECUTE FUNCTION refuse_for_test()`),
  );
  await database.close();
  return dataDir;
}

const app = withRealApp({ dataDir: folderRefusingTheName });

describe('given a save the server fails (500) on a phone, in German', () => {
  it('the snackbar shows the answer’s X-Request-Id whole, to copy, and the log has it', async () => {
    const account = await createActivatedAccount(app.server, { language: 'de' });
    const context = await loggedInContext(app.browser, app.server, account, { width: 390, height: 844, language: 'de' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.server.url });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/profile`);
    await page.getByRole('button', { name: 'Angaben bearbeiten' }).click();
    await page.getByRole('textbox', { name: 'Vorname', exact: true }).fill(refusedName);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user/update');
    await page.getByRole('button', { name: 'Angaben speichern' }).click();
    const response = await answered;
    expect(response.status()).toBe(500);
    const id = response.headers()['x-request-id'] ?? '';
    expect(id).not.toBe('');
    expect((await response.json()).requestId).toBe(id);

    const alert = page.getByRole('alert').filter({ hasText: id });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Wenn Sie sich an uns wenden, nennen Sie bitte diese Kennung:');
    await alert.getByRole('button', { name: 'Kopieren' }).click();
    await alert.getByRole('status').filter({ hasText: 'Kopiert' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(id);
    // The id a person quotes finds the failure's log line.
    expect(app.server.logs()).toContain(id);
    await context.close();
  });
});
