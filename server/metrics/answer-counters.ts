import { Counter, type Registry } from 'prom-client';

/** The kinds of data that leave the server for research, as the exports counter labels them. */
type ExportKind = 'csv' | 'codebook' | 'research_package';

const exportRoutes: Record<string, ExportKind> = {
  'POST /api/export': 'csv',
  'GET /api/export/codebook': 'codebook',
  'POST /api/export/package': 'research_package',
};

/** A login's outcome from its answer: a session, refused (wrong password, unknown, not activated), or rate-limited. */
function loginOutcome(status: number): 'ok' | 'refused' | 'rate_limited' | undefined {
  if (status === 200) return 'ok';
  if (status === 429) return 'rate_limited';
  // 503 (the server is busy or stopping) decided nothing about the person's login.
  if (status >= 400 && status < 500) return 'refused';
  return undefined;
}

/**
 * Counters read off the answers of a few routes: an answer is what happened (a refused export sent no data),
 * so they agree with the access log line by line.
 */
export function createAnswerCounters(registers: Registry[]) {
  const exports = new Counter({
    name: 'skills55_exports_total',
    help: 'Research data handed out: CSV exports, codebooks and research packages answered 200.',
    labelNames: ['kind'],
    registers,
  });
  const logins = new Counter({
    name: 'skills55_logins_total',
    help: 'Login attempts by outcome: ok, refused (wrong or unknown account) or rate_limited.',
    labelNames: ['outcome'],
    registers,
  });
  // Every series from the start at 0, so rate() and increase() see the first one.
  for (const kind of Object.values(exportRoutes)) exports.inc({ kind }, 0);
  for (const outcome of ['ok', 'refused', 'rate_limited']) logins.inc({ outcome }, 0);
  return (method: string, route: string, status: number) => {
    const key = `${method} ${route}`;
    if (key === 'POST /api/user/token') {
      const outcome = loginOutcome(status);
      if (outcome) logins.inc({ outcome });
    } else if (status === 200 && exportRoutes[key]) {
      exports.inc({ kind: exportRoutes[key] });
    }
  };
}
