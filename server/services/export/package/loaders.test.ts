import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRecords } from '../../../test-support/research-package';
import { tools } from '../../../test-support/research-package-checks/round-trip';
import { categorical, type Field, type Row } from './field';
import { loadPy } from './load-py';
import { loadR } from './load-r';
import { marked, researchCell, researchHeader, researchRow } from './research-csv';
import { spssSyntax } from './spss-syntax';

const run = promisify(execFile);

/** Texts as respondents wrote them: each must load exactly so in R and pandas. */
const texts = [
  '=SUM(A1)',
  "'quoted",
  '+1',
  '-second attempt',
  '@home',
  '  two spaces around  ',
  'line one\nline two',
  'Здравейте',
  'Árvíztűrő',
  '👋',
];
const grades = ['Never', 'Rarely', 'Sometimes', 'Often', 'Always'];
const times = ['2026-11-27T21:44:40.125Z', '2026-11-27T21:44:41Z', '2026-01-02T03:04:05.999Z', null];

const responseFields: Field[] = [
  { name: 'attempt', type: 'string', title: 'Attempt', description: 'Attempt', constraints: { required: true, unique: true } },
  { name: 'note', type: 'string', title: 'Note', description: 'A free text' },
  {
    ...categorical(
      { name: 'q10', type: 'integer', title: 'Rate yourself', description: 'A scale' },
      grades.map((label, i) => ({ value: i + 1, label })),
    ),
    ordered: true,
  },
  categorical({ name: 'colour', type: 'string', title: 'Colour', description: 'A nominal category' }, [
    { value: 'r', label: 'Red' },
    { value: 'g', label: 'Green' },
  ]),
  { name: 'done', type: 'boolean', title: 'Done', description: '1 = yes, 0 = no' },
  { name: 'completed', type: 'datetime', title: 'Completed (UTC)', description: 'When' },
];
const answerFields: Field[] = [
  { name: 'attempt', type: 'string', title: 'Attempt', description: 'Attempt', constraints: { required: true } },
  categorical({ name: 'question', type: 'string', title: 'Question', description: 'Question' }, [
    { value: 'q10', label: 'q10 Rate yourself' },
    { value: 'q11', label: 'q11 Tell us' },
  ]),
  { name: 'answer', type: 'string', title: 'Answer code', description: 'Code or text' },
  { name: 'label', type: 'string', title: 'Answer label', description: 'Label' },
  { name: 'score', type: 'number', title: 'Score share', description: 'Score' },
  { name: 'seconds', type: 'integer', title: 'Seconds', description: 'Seconds' },
  { name: 'changes', type: 'integer', title: 'Changes', description: 'Changes' },
  { name: 'pasted', type: 'boolean', title: 'Pasted', description: 'Pasted' },
];

const attempt = (i: number) => `a${i}`;
const responseRows: Row[] = texts.map((note, i) => ({
  attempt: attempt(i),
  note,
  q10: (i % 5) + 1,
  colour: i % 2 ? 'r' : 'g',
  done: i % 3 === 0,
  completed: times[i % times.length]!,
}));
const answerRows: Row[] = texts.flatMap((text, i) => [
  {
    attempt: attempt(i),
    question: 'q10',
    answer: String((i % 5) + 1),
    label: grades[i % 5]!,
    score: 0.5,
    seconds: i,
    changes: 0,
    pasted: null,
  },
  {
    attempt: attempt(i),
    question: 'q11',
    answer: text,
    label: text,
    score: null,
    seconds: 10 + i,
    changes: 1,
    pasted: i % 2 === 0,
  },
]);

/** The descriptor's field, as datapackage.json writes it. */
const descriptorField = (f: Field) => ({
  name: f.name,
  type: f.type,
  title: f.title,
  ...(f.categories ? { categories: f.categories } : {}),
  ...(f.ordered ? { categoriesOrdered: true } : {}),
  ...(marked(f) ? { 'x-marked': true } : {}),
});
const tables = [
  { name: 'responses', fields: responseFields, rows: responseRows, primaryKey: ['attempt'] },
  { name: 'answers', fields: answerFields, rows: answerRows, primaryKey: ['attempt', 'question'] },
];

let dir: string;
const file = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8');

/** Runs a tool in the package folder; its output, after checking it wrote no warning or error. */
async function tool(command: string, args: string[]) {
  const { stdout, stderr } = await run(command, args, { cwd: dir });
  expect(stderr).toBe('');
  expect(stdout).not.toMatch(/error|warning/i);
  return stdout;
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loaders-'));
  const write = (name: string, content: string) => fs.writeFileSync(path.join(dir, name), content);
  for (const t of tables) {
    const csv = (oneLine: boolean) =>
      researchHeader(t.fields) + t.rows.map((r) => researchRow(t.fields, r, { oneLine })).join('');
    write(`${t.name}.csv`, csv(false));
    write(`${t.name}.dat`, csv(true));
    write(`${t.name}.sps`, spssSyntax(`${t.name}.dat`, t.fields));
  }
  const resources = tables.map((t) => ({
    name: t.name,
    path: `${t.name}.csv`,
    schema: { fields: t.fields.map(descriptorField), missingValues: [''], primaryKey: t.primaryKey },
  }));
  write('datapackage.json', JSON.stringify({ name: 'loaders-test', resources }, null, 2));
  write('load.R', loadR);
  write('load.py', loadPy);
});
afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const csvCodes = () => csvRecords(file('responses.csv')).map((r) => Number(r.q10));
const epochMs = times.map((t) => (t ? Date.parse(t) : null));
const expectedTimes = responseRows.map((_, i) => epochMs[i % epochMs.length]);

describe('the CSVs', () => {
  it('mark a free text reversibly with one apostrophe, never an id or a code', () => {
    const records = csvRecords(file('responses.csv'));
    expect(records.map((r) => r.note)).toEqual(texts.map((x) => (/^[=+\-@\t\r']/.test(x) ? `'${x}` : x)));
    expect(researchCell('=x', 'attempt')).toBe('=x');
    expect(researchRow(responseFields.slice(0, 4), { attempt: '-1', note: '\t1', q10: 1, colour: '=r' })).toBe(`-1,'\t1,1,=r\n`);
    expect(file('answers.sps')).toMatch(
      /^\* Reads answers\.dat of the research package \(answers\.csv .*\n.*pspp answers\.sps\./m,
    );
    expect(file('responses.sps')).not.toContain('(UTC) (UTC)');
  });
});

describe('the loaders in the real tools', () => {
  it('R: texts as written, an ordered scale with its codes, date-times with milliseconds', async () => {
    await tool(tools.rscript, [
      '-e',
      `source("load.R")
       q11 <- codes(answers$question) == "q11"
       out <- jsonlite::toJSON(list(texts = responses$note, answers = answers$answer[q11],
         labels = answers$label[q11], ordered = is.ordered(responses$q10),
         levels = levels(responses$q10), codes = codes(responses$q10), attr = attr(responses$q10, "codes"),
         part = codes(responses$q10[3:4], from = responses$q10), colour = is.ordered(responses$colour),
         done = class(responses$done), pasted = class(answers$pasted), label = attr(responses$note, "label"),
         ms = ifelse(is.na(responses$completed), NA, sprintf("%.0f", as.numeric(responses$completed) * 1000))),
         auto_unbox = TRUE, na = "null")
       writeLines(out, "r.json", useBytes = TRUE)`,
    ]);
    const r = JSON.parse(file('r.json'));
    expect(r.texts).toEqual(texts);
    expect(r.answers).toEqual(texts);
    expect(r.labels).toEqual(texts);
    expect([r.ordered, r.colour, r.done, r.pasted, r.label]).toEqual([true, false, 'logical', 'logical', 'Note']);
    expect(r.levels).toEqual(grades);
    expect(r.codes).toEqual(csvCodes());
    expect(r.attr).toEqual([1, 2, 3, 4, 5]);
    expect(r.part).toEqual(csvCodes().slice(2, 4));
    expect(r.ms.map((x: string | null) => (x === null ? null : Number(x)))).toEqual(expectedTimes);
  });

  it('pandas: texts as written, an ordered Categorical with its codes, date-times with milliseconds', async () => {
    await tool(tools.python, [
      '-c',
      `import json
import load
r, a = load.responses, load.answers
q11 = a[load.codes(a, "question") == "q11"]
out = {"texts": list(r["note"]), "answers": list(q11["answer"]), "labels": list(q11["label"]),
  "ordered": bool(r["q10"].cat.ordered), "colour": bool(r["colour"].cat.ordered),
  "levels": list(r["q10"].cat.categories), "codes": [int(x) for x in load.codes(r, "q10")],
  "part": [int(x) for x in load.codes(r[2:4], "q10")], "dtypes": [str(r["done"].dtype), str(a["seconds"].dtype)],
  "ms": [None if pd_na else int(t.value // 10**6) for t, pd_na in zip(r["completed"], r["completed"].isna())]}
with open("pandas.json", "w", encoding="utf-8") as handle:
    json.dump(out, handle)`,
    ]);
    const p = JSON.parse(file('pandas.json'));
    expect(p.texts).toEqual(texts);
    expect(p.answers).toEqual(texts);
    expect(p.labels).toEqual(texts);
    expect([p.ordered, p.colour]).toEqual([true, false]);
    expect(p.levels).toEqual(grades);
    expect(p.codes).toEqual(csvCodes());
    expect(p.part).toEqual(csvCodes().slice(2, 4));
    expect(p.dtypes).toEqual(['boolean', 'Int64']);
    expect(p.ms).toEqual(expectedTimes);
  });

  it('PSPP: texts as written on one line, measurement levels, date-times with milliseconds', async () => {
    const shown = (variable: string) =>
      `STRING shown (A200).\nCOMPUTE shown = CONCAT('[', RTRIM(${variable}), ']').\nLIST VARIABLES=shown.\n`;
    fs.writeFileSync(
      path.join(dir, 'check.sps'),
      `INCLUDE FILE='responses.sps'.
DISPLAY DICTIONARY.
LIST VARIABLES=q10 completed_t.
${shown('note')}INCLUDE FILE='answers.sps'.
DISPLAY DICTIONARY.
SELECT IF (question = 'q11').
${shown('answer')}`,
    );
    await tool(tools.pspp, ['-O', 'format=csv', '-o', 'pspp.csv', 'check.sps']);
    const out = file('pspp.csv');
    expect(out).not.toMatch(/error|warning/i);
    const [responses, answers] = out.split('Table: Variables').slice(1) as [string, string];
    const levels = (part: string) =>
      Object.fromEntries([...part.matchAll(/^(\w+),\d+,(?:[^,\n]*,)?(Nominal|Ordinal|Scale),Input,/gm)].map((m) => [m[1], m[2]]));
    expect(levels(responses)).toEqual({
      attempt: 'Nominal',
      note: 'Nominal',
      q10: 'Ordinal',
      colour: 'Nominal',
      done: 'Nominal',
      completed: 'Nominal',
      completed_t: 'Scale',
    });
    expect(levels(answers)).toEqual({
      attempt: 'Nominal',
      question: 'Nominal',
      answer: 'Nominal',
      label: 'Nominal',
      score: 'Scale',
      seconds: 'Scale',
      changes: 'Scale',
      pasted: 'Nominal',
    });
    expect(out).toMatch(/^completed_t,\d+,Completed \(UTC\),/m);
    const lines = out.split('\n');
    expect(lines).toContain('1,27-NOV-2026 21:44:40.125');
    expect(lines).toContain('3,02-JAN-2026 03:04:05.999');
    const oneLine = texts.map((x) => `[${x.replace('\n', ' ').trimEnd()}]`);
    const [, , notes, written] = out.split('Table: Data List');
    expect(notes!.trim().split('\n').slice(1, 11)).toEqual(oneLine);
    expect(written!.trim().split('\n').slice(1, 11)).toEqual(oneLine);
  });
});
