import { Readable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import yazl from 'yazl';
import type { ExportFilter } from '../../../../contract/api/staff';
import type { LanguageCode } from '../../../../contract/languages';
import type { Db } from '../../../db/client';
import { surveyAttempts, users } from '../../../db/schema';
import { type AttemptSelection, attemptBatches, whereOf } from '../attempt-batches';
import { exportTexts } from '../export-texts';
import { codebookHtml } from './codebook-html';
import { dataPackage, type TableResource } from './datapackage';
import { createDisclosureCheck } from './disclosure';
import type { Field, Row } from './field';
import { loadPy } from './load-py';
import { loadR } from './load-r';
import { readmeText } from './readme';
import { type CsvOptions, researchHeader, researchRow } from './research-csv';
import { respondentBatches } from './respondents';
import { spssSyntax } from './spss-syntax';
import { loadStructure, topicsOf } from './structure';
import { answerFields, answerRows, respondentFields, respondentRow, responseFields, responseRow } from './tables';

export interface PackageRequest extends ExportFilter {
  language: LanguageCode;
  /** Every topic of the chosen topic's tool, not only the chosen one. */
  all_topics?: boolean;
  /** Ages in 5-year bands, countries with fewer than 5 respondents as "other". */
  coarsen?: boolean;
}

/** A CSV as a stream of pieces, one per batch of rows read: memory stays flat in the number of rows. */
function csvStream<T>(
  fields: Field[],
  batches: () => AsyncGenerator<T[]>,
  rowsOf: (item: T) => Row[],
  options: CsvOptions = {},
): Readable {
  return Readable.from(
    (async function* () {
      yield researchHeader(fields);
      for await (const batch of batches()) {
        let piece = '';
        for (const item of batch) for (const row of rowsOf(item)) piece += researchRow(fields, row, options);
        yield piece;
      }
    })(),
  );
}

/**
 * The research package of issue 21: a ZIP streamed entry by entry, the CSVs read from the database in
 * batches while they are written. Every file holds the attempts completed up to the moment it started.
 */
export function createPackageExporter({ db }: { db: Db }) {
  async function attemptCount(selection: AttemptSelection) {
    const [row] = await db
      .select({ n: count() })
      .from(surveyAttempts)
      .leftJoin(users, eq(users.respondentId, surveyAttempts.respondentId))
      .where(whereOf(selection));
    return Number(row?.n ?? 0);
  }

  return {
    /** Resolves once the topic is known and the small files are made (a 404 comes before any byte). */
    async build(request: PackageRequest, now = new Date()): Promise<{ stream: NodeJS.ReadableStream; attempts: number }> {
      const { language, all_topics: allTopics = false, coarsen = false, topic, ...filter } = request;
      const t = exportTexts(language);
      const topicRows = await topicsOf(db, topic, allTopics);
      const structure = await loadStructure(db, topicRows, language);
      const selection: AttemptSelection = { ...filter, topicIds: topicRows.map((r) => r.id), asOf: now };

      const check = createDisclosureCheck();
      for await (const batch of respondentBatches(db, selection)) for (const p of batch) check.add(p);
      const coarsening = coarsen ? check.coarsening() : null;
      const attempts = await attemptCount(selection);

      const resources: TableResource[] = [
        {
          name: 'respondents',
          title: 'Respondents',
          description: 'One row per pseudonymous respondent: the profile, coded.',
          fields: respondentFields(language, t, coarsening),
          primaryKey: ['respondent'],
        },
        {
          name: 'responses',
          title: 'Responses',
          description: 'One row per completed attempt: coded answers, score shares and results per sub-topic.',
          fields: responseFields(structure, t),
          primaryKey: ['attempt'],
          foreignKeys: [{ fields: ['respondent'], reference: { resource: 'respondents', fields: ['respondent'] } }],
        },
        {
          name: 'answers',
          title: 'Answers',
          description: 'One row per attempt and question: the coded answer, its label, the score share and the paradata.',
          fields: answerFields(structure, t),
          primaryKey: ['attempt', 'question'],
          foreignKeys: [{ fields: ['attempt'], reference: { resource: 'responses', fields: ['attempt'] } }],
        },
      ];
      const [respondentsTable, responsesTable, answersTable] = resources as [TableResource, TableResource, TableResource];
      const readme = readmeText({
        created: now,
        language,
        topics: structure.topics.map((x) => x.name.text),
        filters: { country: filter.country, time_from: filter.time_from, time_to: filter.time_to, allTopics },
        respondents: check.respondents,
        attempts,
        coarsened: coarsen,
        smallestGroup: { raw: check.smallestGroup(null), coarse: check.smallestGroup(check.coarsening()) },
      });
      const descriptor = dataPackage({
        title: `Self-assessment survey: ${structure.topics.map((x) => x.name.en).join(', ')}`,
        description: readme.split('\n\n')[1] ?? '',
        created: now,
        resources,
      });

      const zip = new yazl.ZipFile();
      const text = (content: string, name: string) => zip.addBuffer(Buffer.from(content, 'utf8'), name, { mtime: now });
      const lazy = (name: string, make: () => Readable) => zip.addReadStreamLazy(name, { mtime: now }, (cb) => cb(null, make()));
      text(readme, 'README.txt');
      text(`${JSON.stringify(descriptor, null, 2)}\n`, 'datapackage.json');
      text(codebookHtml(structure, t, resources, readme), 'codebook.html');
      text(loadR, 'load.R');
      text(loadPy, 'load.py');
      text(spssSyntax('responses.dat', responsesTable.fields), 'responses.sps');
      lazy('respondents.csv', () =>
        csvStream(
          respondentsTable.fields,
          () => respondentBatches(db, selection),
          (p) => [respondentRow(p, coarsening)],
        ),
      );
      lazy('responses.csv', () =>
        csvStream(
          responsesTable.fields,
          () => attemptBatches(db, selection),
          (e) => [responseRow(structure, e, t)],
        ),
      );
      const oneLine = { oneLine: true };
      lazy('responses.dat', () =>
        csvStream(
          responsesTable.fields,
          () => attemptBatches(db, selection),
          (e) => [responseRow(structure, e, t)],
          oneLine,
        ),
      );
      lazy('answers.csv', () =>
        csvStream(
          answersTable.fields,
          () => attemptBatches(db, selection),
          (e) => answerRows(structure, e, t),
        ),
      );
      zip.end();
      return { stream: zip.outputStream, attempts };
    },
  };
}
export type PackageExporter = ReturnType<typeof createPackageExporter>;
