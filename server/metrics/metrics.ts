import { collectDefaultMetrics, Counter, Registry } from 'prom-client';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { createAnswerCounters } from './answer-counters';
import { registerBackupMetrics } from './backup-metrics';
import { registerDatabaseMetrics } from './database-metrics';
import { type PasswordQueues, registerPasswordQueue } from './password-metrics';
import { createRequestDurations } from './request-durations';

export interface MetricsDeps {
  config: ServerConfig;
  database: Database;
  /** The account services' password hashing queues. */
  accounts: PasswordQueues;
}

function surveyCounters(registers: Registry[]) {
  const submits = new Counter({
    name: 'skills55_survey_submits_total',
    help: 'Answers saved by a submit (the questionnaire saves as the person goes, and once more to complete).',
    registers,
  });
  const completions = new Counter({
    name: 'skills55_survey_completions_total',
    help: 'Attempts completed (a submit that completed its attempt).',
    registers,
  });
  return (completed: boolean) => {
    submits.inc();
    if (completed) completions.inc();
  };
}

let processRegistry: Registry | undefined;

/**
 * The process's own metrics (event-loop delay, memory, start time), collected once per process: they
 * describe the process, however many apps it builds (tests build many), and each collection keeps a timer.
 */
function processMetrics() {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'skills55_' });
    // Gauges that prom-client names like counters, which `promtool check metrics` refuses; of little use anyway.
    for (const gauge of ['active_handles', 'active_requests', 'active_resources'])
      processRegistry.removeSingleMetric(`skills55_nodejs_${gauge}_total`);
  }
  return processRegistry;
}

/**
 * This app's metrics, in a registry of its own (tests build many apps in one process), and the process's,
 * all prefixed skills55_ (docs/operations.md "Metrics"). `exposition` is what GET /metrics answers.
 */
export function createMetrics({ config, database, accounts }: MetricsDeps) {
  const registry = new Registry();
  const registers = [registry];
  registerPasswordQueue(accounts, registers);
  registerDatabaseMetrics(database, registers);
  return {
    exposition: () => Registry.merge([processMetrics(), registry]).metrics(),
    contentType: registry.contentType,
    requestAnswered: createRequestDurations(registers),
    answerCounted: createAnswerCounters(registers),
    submitted: surveyCounters(registers),
    backupMade: registerBackupMetrics(config.backup.dir, registers),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
