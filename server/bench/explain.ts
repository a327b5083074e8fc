/**
 * The statements behind topic list, survey get, submit and results, EXPLAINed on the benchmark's database
 * (bench:api runs it after its last round, with the most users in it): they must find their rows through
 * indexes on the tables that grow with the users, never by reading a whole table (design.md section 6).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { SubmittedSurvey } from '../../contract/api/survey';
import { type DatabaseOptions, openDatabase } from '../db/client';
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
        const result = await db.execute(sql`EXPLAIN (FORMAT JSON) ${withParams(query, params)}`);
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
