/**
 * The statements behind topic list, survey get, submit and results, EXPLAINed on the benchmark's database
 * (bench:api runs it after its last round, with the most users in it): they must find their rows through
 * indexes on the tables that grow with the users, never by reading a whole table (docs/performance.md).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { SubmittedSurvey } from '../../contract/api/survey';
import { type Db, type DatabaseOptions, openDatabase } from '../db/client';
import { rowsOf } from '../db/migrate';
import { systemClock } from '../services/clock';
import { createSurveyService } from '../services/survey/survey-service';
import { createTokenStore } from '../services/tokens';
import type { Tester } from './support';

/** Tables whose size grows with users and attempts; a sequential scan of one of them is a finding. */
const growing = new Set(['users', 'respondents', 'auth_tokens', 'survey_attempts', 'one_time_tokens', 'rate_limits']);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function scans(node: PlanNode, out: string[] = []): string[] {
  if (node['Relation Name'] || node['Index Name']) {
    const on = node['Relation Name'] ? ` ${node['Relation Name']}` : '';
    out.push(`${node['Node Type']}${on}${node['Index Name'] ? ` (${node['Index Name']})` : ''}`);
  }
  for (const child of node.Plans ?? []) scans(child, out);
  return out;
}

/** The statement with its $n parameters bound again, so it can be EXPLAINed through Drizzle. */
function withParams(query: string, params: unknown[]): SQL {
  const parts = query.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 ? sql`${params[Number(part) - 1]}` : sql.raw(part))));
}

/**
 * A call of one of the database's own PL/pgSQL functions (migrations/, such as store_answers_at_once) is
 * EXPLAINed as the statement inside it, each argument name replaced by the call's parameter of that place:
 * what matters is how that statement finds its rows. Any other statement is EXPLAINed as it is.
 */
async function explainable(db: Db, query: string): Promise<string> {
  const name = /^\s*select\s+(\w+)\(/i.exec(query)?.[1];
  if (!name) return query;
  const [fn] = rowsOf<{ body: string; names: string[]; types: string[] }>(
    await db.execute(sql`
      SELECT prosrc AS body, proargnames AS names,
        (SELECT array_agg(format_type(t, NULL) ORDER BY i) FROM unnest(proargtypes) WITH ORDINALITY AS a (t, i)) AS types
      FROM pg_proc WHERE proname = ${name}`),
  );
  const statement = fn && /\bBEGIN\b([\s\S]*?)\bRETURN\b/i.exec(fn.body)?.[1]?.replace(/\s+INTO\s+\w+\s*;\s*$/i, '');
  if (!fn || !statement) return query;
  return fn.names.reduce(
    (text, arg, i) => text.replace(new RegExp(`\\b${arg}\\b`, 'g'), () => `$${i + 1}::${fn.types[i]}`),
    statement,
  );
}

export async function explainSurveyStatements(options: DatabaseOptions, tester: Tester) {
  let captured: { query: string; params: unknown[] }[] = [];
  const database = await openDatabase({ ...options, logQuery: (query, params) => captured.push({ query, params }) });
  const { db } = database;
  const survey = createSurveyService({ db, clock: systemClock, allowAnonymous: false, changes: database.changes });
  const rows: { call: string; statement: string; reads: string; verdict: string }[] = [];
  try {
    const session = (await createTokenStore(db, systemClock, database.changes).resolve(tester.token!))!;
    const version = (await survey.validate(tester.open, session))!.updated_at;
    const calls: [string, () => Promise<unknown>][] = [
      ['session lookup (every call)', () => createTokenStore(db, systemClock, database.changes).resolve(tester.token!)],
      ['topic list', () => survey.topics('general', session, 'cs')],
      ['survey get', () => survey.get({ survey_attempt: tester.open }, session, 'cs')],
      [
        'survey submit',
        () =>
          survey.submit(
            { survey_attempt: tester.open, updated_at: version, survey: [tester.answers[0]!] } as SubmittedSurvey,
            session,
          ),
      ],
      ['attempt results', () => survey.results(tester.completed, session, 'cs')],
    ];
    for (const [call, run] of calls) {
      captured = [];
      await run();
      const sent = captured;
      captured = [];
      for (const { query, params } of sent) {
        if (/^\s*(begin|commit|rollback)/i.test(query)) continue;
        const result = await db.execute(sql`EXPLAIN (FORMAT JSON) ${withParams(await explainable(db, query), params)}`);
        const raw = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows)[0] as Record<string, unknown>;
        const plan = Object.values(raw)[0];
        const [top] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
        const reads = scans(top!.Plan);
        const bad = reads.filter((r) => r.startsWith('Seq Scan') && growing.has(r.split(' ')[2]!));
        rows.push({
          call,
          statement: query.replace(/\s+/g, ' ').slice(0, 70),
          reads: reads.join('; ') || '(no table)',
          verdict: bad.length ? `SCANS ${bad.join(', ')}` : 'indexed',
        });
      }
    }
  } finally {
    await database.close();
  }
  return rows;
}
