import { Gauge, Histogram, type Registry } from 'prom-client';
import type { Database } from '../db/client';

/**
 * The database's load: on PostgreSQL the pool's connections (in use, idle) and the requests waiting for one;
 * on the embedded database the time of each statement, which answers one at a time.
 */
export function registerDatabaseMetrics(database: Database, registers: Registry[]) {
  const connections = database.connections;
  if (connections) {
    new Gauge({
      name: 'skills55_db_pool_connections',
      help: 'PostgreSQL connections of the pool, by state (in_use, idle).',
      labelNames: ['state'],
      registers,
      collect() {
        const now = connections();
        this.set({ state: 'in_use' }, now.total - now.idle);
        this.set({ state: 'idle' }, now.idle);
      },
    });
    new Gauge({
      name: 'skills55_db_pool_waiting',
      help: 'Queries waiting for a free PostgreSQL connection of the pool.',
      registers,
      collect() {
        this.set(connections().waiting);
      },
    });
  }
  if (database.statementTimes) {
    const statements = new Histogram({
      name: 'skills55_db_statement_duration_seconds',
      help: 'Time the embedded database took for each statement (it answers one at a time).',
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
      registers,
    });
    database.statementTimes.listen((seconds) => statements.observe(seconds));
  }
}
