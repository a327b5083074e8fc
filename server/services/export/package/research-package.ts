import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { count, countDistinct, eq } from 'drizzle-orm';
import yazl from 'yazl';
import type { ExportFilter } from '../../../../contract/api/staff';
import type { LanguageCode } from '../../../../contract/languages';
import type { Db } from '../../../db/client';
import { surveyAttempts, users } from '../../../db/schema';
import { type AttemptSelection, attemptBatches, type ExportedAttempt, whereOf } from '../attempt-batches';
import { type ExportTexts, exportTexts } from '../export-texts';
import { attemptPass } from './attempt-pass';
import { codebookHtml } from './codebook-html';
import { dataPackage, type TableResource } from './datapackage';
import type { Field, Row } from './field';
import { loadPy } from './load-py';
import { loadR } from './load-r';
import { readmeText } from './readme';
import { defaultK } from './k-anonymity';
import { profileFields, profileRow } from './profile-fields';
import { questionName } from './question-fields';
import { choiceTableFields, choiceTableRows, questionTableFields, questionTableRows, scoringRules } from './questionnaire-tables';
import { researchHeader, researchRow } from './research-csv';
import { planSharing, type SharingPlan } from './sharing';
import { spssSyntax } from './spss-syntax';
import { loadStructure, type PackageStructure, topicsOf } from './structure';
import { answerFields, answerRows, responseFields, responseRow } from './tables';
import { unfinishedBatches, unfinishedFields, unfinishedRow } from './unfinished';

export interface PackageRequest extends ExportFilter {
  language: LanguageCode;
  /** Every topic of the chosen topic's tool, not only the chosen one. */
  all_topics?: boolean;
  /** The sharing variant: k-anonymous profiles, fresh ids, no exact times, no free text unless asked. */
  coarsen?: boolean;
  /** The k of the sharing variant (default 5). */
  k?: number;
  /** The sharing variant keeps the free texts. */
  free_text?: boolean;
}

/** How the rows of one package are written: exactly, or for sharing. */
interface RowWriting {
  structure: PackageStructure;
  t: ExportTexts;
  sharing: SharingPlan | null;
}

function responseRowOf({ structure, t, sharing }: RowWriting, e: ExportedAttempt): Row {
  const row = responseRow(structure, e, t, sharing ? sharing.profileRow(e) : profileRow(e));
  if (!sharing) return row;
  row.attempt = sharing.attemptId(e.attempt.id);
  row.respondent = sharing.respondentId(e.attempt.respondentId);
  if (!sharing.freeText) for (const q of structure.questions) if (q.type === 'TXT') row[questionName(q)] = null;
  return row;
}

function answerRowsOf({ structure, t, sharing }: RowWriting, e: ExportedAttempt): Row[] {
  const rows = answerRows(structure, e, t);
  if (!sharing) return rows;
  const texts = new Set(structure.questions.filter((q) => q.type === 'TXT').map(questionName));
  return rows.map((row) => ({
    ...row,
    attempt: sharing.attemptId(e.attempt.id),
    ...(texts.has(String(row.question)) && !sharing.freeText ? { answer: null, label: null } : {}),
  }));
}

/** Answer columns the sharing variant leaves out: exact times, and the order shown and paradata (a fingerprint). */
const sharedAnswersLeaveOut = new Set(['started', 'last_changed', 'shown', 'seconds', 'changes']);
/**
 * Response columns the sharing variant leaves out: the exact start, and the language (no quasi-identifier of
 * the k-anonymity, and a rare one singles people out). Its `completed` is the generalised one of its profile.
 */
const sharedResponsesLeaveOut = new Set(['created', 'language']);

/** The tables of a package; the sharing variant leaves out the exact times and the unfinished attempts. */
function packageTables(w: RowWriting, language: LanguageCode): TableResource[] {
  const { structure, t, sharing } = w;
  const profile = sharing ? sharing.fields : profileFields(language, t);
  const responses = responseFields(structure, t, profile).filter(
    (f) => !sharing || !(sharedResponsesLeaveOut.has(f.name) || (f.name === 'completed' && f.type === 'datetime')),
  );
  const answers = answerFields(structure, t).filter((f) => !sharing || !sharedAnswersLeaveOut.has(f.name));
  const tables: TableResource[] = [
    {
      name: 'responses',
      title: 'Responses',
      description:
        'One row per completed attempt: the profile it was completed with, coded answers, score shares and results per sub-topic.',
      fields: responses,
      primaryKey: ['attempt'],
    },
    {
      name: 'answers',
      title: 'Answers',
      description:
        'One row per attempt and question: the coded answer, its label, the score share, the order shown and the paradata.',
      fields: answers,
      primaryKey: ['attempt', 'question'],
      foreignKeys: [
        { fields: ['attempt'], reference: { resource: 'responses', fields: ['attempt'] } },
        { fields: ['question'], reference: { resource: 'questions', fields: ['question'] } },
      ],
    },
    {
      name: 'questions',
      title: 'Questions',
      description: `One row per question of the topics, deleted ones too. ${scoringRules}`,
      fields: questionTableFields(structure, t),
      primaryKey: ['question'],
    },
    {
      name: 'choices',
      title: 'Choices and answer keys',
      description: 'One row per option, item, row or grade of each question, with its code and its part of the answer key.',
      fields: choiceTableFields(),
      primaryKey: ['question', 'kind', 'code'],
      foreignKeys: [{ fields: ['question'], reference: { resource: 'questions', fields: ['question'] } }],
    },
  ];
  if (!sharing)
    tables.push({
      name: 'unfinished',
      title: 'Unfinished attempts',
      description: 'One row per attempt started and not completed (dropout): when, how far it got, and when last saved.',
      fields: unfinishedFields(structure, t),
      primaryKey: ['attempt'],
    });
  return tables;
}

/** SPSS and PSPP cut a case at every line end, even inside quotes: tables with texts get a one-line copy. */
const oneLine = { oneLine: true };
const spssFile = (table: TableResource) => (table.name === 'unfinished' ? 'unfinished.csv' : `${table.name}.dat`);

/**
 * The research package: a ZIP streamed entry by entry. The completed attempts are read once for
 * responses.csv, answers.csv and their one-line copies; every file holds the attempts completed up to the
 * moment the export started.
 */
export function createPackageExporter({ db }: { db: Db }) {
  async function attemptCounts(selection: AttemptSelection) {
    const [row] = await db
      .select({ attempts: count(), respondents: countDistinct(surveyAttempts.respondentId) })
      .from(surveyAttempts)
      .leftJoin(users, eq(users.respondentId, surveyAttempts.respondentId))
      .where(whereOf(selection));
    return { attempts: Number(row?.attempts ?? 0), respondents: Number(row?.respondents ?? 0) };
  }

  return {
    /** Resolves once the topic is known and the small files are made (a 404 comes before any byte). */
    async build(request: PackageRequest, now = new Date()): Promise<{ stream: NodeJS.ReadableStream; attempts: number }> {
      const {
        language,
        all_topics: allTopics = false,
        coarsen = false,
        k = defaultK,
        free_text: freeText = false,
        topic,
        ...filter
      } = request;
      const t = exportTexts(language);
      const topicRows = await topicsOf(db, topic, allTopics);
      const structure = await loadStructure(db, topicRows, language);
      const selection: AttemptSelection = { ...filter, topicIds: topicRows.map((r) => r.id), asOf: now };
      const { attempts, respondents } = await attemptCounts(selection);
      const sharing = coarsen ? await planSharing(db, selection, { k, freeText }) : null;
      const writing: RowWriting = { structure, t, sharing };
      const resources = packageTables(writing, language);
      const table = (name: TableResource['name']) => resources.find((r) => r.name === name)!;
      const readme = readmeText({
        created: now,
        language,
        topics: structure.topics.map((x) => x.name.text),
        filters: { country: filter.country, time_from: filter.time_from, time_to: filter.time_to, allTopics },
        respondents,
        attempts,
        sharing: sharing ? { report: sharing.report, freeText } : null,
      });
      const descriptor = dataPackage({
        title: `Self-assessment survey: ${structure.topics.map((x) => x.name.en).join(', ')}`,
        description: readme.split('\n\n')[1] ?? '',
        created: now,
        resources,
      });

      const zip = new yazl.ZipFile();
      const text = (content: string, name: string) => zip.addBuffer(Buffer.from(content, 'utf8'), name, { mtime: now });
      // yazl pipes each entry without passing its errors on: a failed entry ends the download, not the process.
      const failed = (error: Error) => (zip.outputStream as unknown as Readable).destroy(error);
      zip.on('error', failed);
      const lazy = (name: string, make: () => Promise<Readable> | Readable) =>
        zip.addReadStreamLazy(name, { mtime: now }, (cb) => {
          Promise.resolve()
            .then(make)
            .then(
              (stream) => {
                stream.once('error', failed);
                cb(null, stream);
              },
              (error: Error) => failed(error),
            );
        });
      text(readme, 'README.txt');
      text(`${JSON.stringify(descriptor, null, 2)}\n`, 'datapackage.json');
      text(codebookHtml(structure, t, resources, readme), 'codebook.html');
      text(loadR, 'load.R');
      text(loadPy, 'load.py');
      for (const r of resources) text(spssSyntax(spssFile(r), r.fields), `${r.name}.sps`);
      const small = (name: 'questions' | 'choices', rows: Row[]) => {
        const fields = table(name).fields;
        text(researchHeader(fields) + rows.map((row) => researchRow(fields, row)).join(''), `${name}.csv`);
        text(researchHeader(fields) + rows.map((row) => researchRow(fields, row, oneLine)).join(''), `${name}.dat`);
      };
      small('questions', questionTableRows(structure));
      small('choices', choiceTableRows(structure));

      const rowOrder = sharing ? { ...selection, shuffleSalt: randomBytes(16).toString('hex') } : selection;
      const pass = attemptPass<ExportedAttempt>(
        () => attemptBatches(db, rowOrder),
        [
          { file: 'responses.csv', fields: table('responses').fields, rowsOf: (e) => [responseRowOf(writing, e)] },
          {
            file: 'responses.dat',
            fields: table('responses').fields,
            rowsOf: (e) => [responseRowOf(writing, e)],
            options: oneLine,
          },
          { file: 'answers.csv', fields: table('answers').fields, rowsOf: (e) => answerRowsOf(writing, e) },
          { file: 'answers.dat', fields: table('answers').fields, rowsOf: (e) => answerRowsOf(writing, e), options: oneLine },
        ],
      );
      lazy('responses.csv', () => pass.stream);
      for (const file of ['responses.dat', 'answers.csv', 'answers.dat']) lazy(file, () => pass.open(file));
      if (!sharing)
        lazy('unfinished.csv', () =>
          tableStream(
            table('unfinished').fields,
            () => unfinishedBatches(db, selection),
            (a) => [unfinishedRow(structure, a)],
          ),
        );
      zip.end();
      zip.outputStream.once('close', pass.cleanup);
      zip.outputStream.once('end', pass.cleanup);
      zip.outputStream.once('error', pass.cleanup);
      return { stream: zip.outputStream, attempts };
    },
  };
}
export type PackageExporter = ReturnType<typeof createPackageExporter>;

/** A CSV as a stream of pieces, one per batch of rows read: memory stays flat in the number of rows. */
function tableStream<T>(fields: Field[], batches: () => AsyncGenerator<T[]>, rowsOf: (item: T) => Row[]): Readable {
  return Readable.from(
    (async function* () {
      yield researchHeader(fields);
      for await (const batch of batches()) {
        let piece = '';
        for (const item of batch) for (const row of rowsOf(item)) piece += researchRow(fields, row);
        yield piece;
      }
    })(),
  );
}
