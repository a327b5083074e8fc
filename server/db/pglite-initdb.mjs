// Creates a new embedded database folder (PGlite's initdb) and exits. server/db/client.ts runs it in a
// process of its own on the first start: initdb needs about 500 MB that the server process would otherwise
// keep for its whole life (WebAssembly memory never shrinks).
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: node pglite-initdb.mjs <data folder>');
  process.exit(2);
}
const db = await PGlite.create(dataDir);
await db.close();
