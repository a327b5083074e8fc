import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { type ControlRoute, serveControlSocket } from './control-socket';
import { scheduleBackups } from './schedule';

/**
 * What the server process does for backups: the scheduled backups, and on the embedded database the control
 * socket through which `npm run cli -- backup` (and export-package) reach the database this process holds.
 */
export async function startBackups(
  app: FastifyInstance,
  database: Database,
  config: ServerConfig,
  /** More requests the control socket answers (the research package). */
  routes: Record<string, ControlRoute> = {},
) {
  const schedule = scheduleBackups({ database, settings: config.backup, log: app.log, onWritten: app.metrics.backupMade });
  const socket =
    database.kind === 'pglite'
      ? await serveControlSocket({ database, dataDir: config.dataDir, log: app.log, routes, onBackup: app.metrics.backupMade })
      : undefined;
  app.addHook('onClose', async () => {
    await socket?.close();
    await schedule.stop();
  });
}
