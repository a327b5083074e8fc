import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ageBandOf,
  type InsightPeriod,
  type InsightsQuery,
  insightsApiPaths,
  type MissingReason,
  type ParticipationView,
  type QuestionsView,
  type ResultsView,
} from '../../../contract/api/insights';
import type { ContentTopicInput } from '../../../contract/content';
import { allLanguages } from '../../content/test-support/fixture';
import { users } from '../../db/schema';
import { activeUser, call, registration } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { unzip, writeEntries } from '../../test-support/research-package';
import { inPandas, inR } from '../../test-support/research-package-checks/round-trip';
import { seedFixtureTopics } from '../../test-support/survey';
import { keyedQuestionsOfTopic } from '../survey/keyed-questions';
import { choicesOfKind, type KeyedQuestion } from '../survey/question-keys';
import { periodsBetween } from './periods';
import { protectQuestionCounts } from './question-counts';
import { protectCount, protectPartition, protectStatistic, type RawCount } from './small-groups';

/**
 * The figures of the three insights views (docs/insights.md) against the same figures computed another way:
 * respondents with known answers are seeded through the API, the research package is exported, and pandas
 * computes every figure again from its CSVs (alpha with the textbook formula on the item score matrix).
 */

const t_ = allLanguages;
const levels = [1, 2, 3].map((n) => ({ title: t_(`Level ${n}`), recommendation: t_(`Step ${n}.`) }));
/** The question every attempt asks and no latest attempt answers: deleted while they were open, then restored. */
const ghost = {
  key: 'k_ghost',
  type: 'OCA' as const,
  text: t_('Nobody answers'),
  options: [
    { key: 'a', text: t_('Ghost right'), correct: true },
    { key: 'b', text: t_('Ghost wrong') },
  ],
};

/** Three sub-topics: four scored questions and a text; three scored; one scored (no alpha) and a text. */
function figuresTopic(withGhost: boolean): ContentTopicInput {
  return {
    key: 'figures',
    tool: 'general',
    order: 1,
    name: t_('Figures'),
    description: t_('Known answers'),
    sub_topics: [
      {
        key: 'know',
        name: t_('Knowledge'),
        levels,
        questions: [
          {
            key: 'k_oca',
            type: 'OCA',
            text: t_('Pick the tool'),
            options: [
              { key: 'a', text: t_('Hammer'), correct: true },
              { key: 'b', text: t_('Saw') },
              { key: 'c', text: t_('File') },
            ],
          },
          {
            key: 'k_mca',
            type: 'MCA',
            can_be_none: true,
            text: t_('Pick the safe ones'),
            options: [
              { key: 'a', text: t_('Gloves'), correct: true },
              { key: 'b', text: t_('Goggles'), correct: true },
              { key: 'c', text: t_('Sandals') },
              { key: 'd', text: t_('Scarf') },
            ],
          },
          {
            key: 'k_dnd',
            type: 'DND',
            text: t_('Order the steps'),
            items: ['Plan', 'Measure', 'Cut', 'Sand'].map((x) => ({ key: x.toLowerCase(), text: t_(x) })),
          },
          ...(withGhost ? [ghost] : []),
          { key: 'k_txt', type: 'TXT', text: t_('Describe your tools') },
        ],
      },
      {
        key: 'practice',
        name: t_('Practice'),
        levels,
        questions: [
          {
            key: 'p_scl',
            type: 'SCL',
            text: t_('How often do you practise'),
            grades: ['Never', 'Rarely', 'Sometimes', 'Often', 'Always'].map((g, i) => ({ key: `g${i}`, text: t_(g) })),
          },
          {
            key: 'p_asg',
            type: 'ASG',
            text: t_('Match the jobs'),
            options: [
              { key: 'x', text: t_('Indoors') },
              { key: 'y', text: t_('Outdoors') },
            ],
            rows: [
              { key: 'r1', text: t_('Painting walls'), correct: 'x' },
              { key: 'r2', text: t_('Mowing'), correct: 'y' },
              { key: 'r3', text: t_('Tiling'), correct: 'x' },
            ],
          },
          {
            key: 'p_mca',
            type: 'MCA',
            text: t_('Pick the habits'),
            options: [
              { key: 'a', text: t_('Stretching'), correct: true },
              { key: 'b', text: t_('Rushing') },
              { key: 'c', text: t_('Resting'), correct: true },
            ],
          },
        ],
      },
      {
        key: 'single',
        name: t_('Single'),
        levels,
        questions: [
          {
            key: 's_oca',
            type: 'OCA',
            text: t_('Pick the capital'),
            options: [
              { key: 'a', text: t_('Prague'), correct: true },
              { key: 'b', text: t_('Brno') },
              { key: 'c', text: t_('Ostrava') },
            ],
          },
          { key: 's_txt', type: 'TXT', text: t_('Anything else') },
        ],
      },
    ],
  };
}

/** A moment of 2025 in UTC: 'MM-DDTHH:MM'. */
const at = (moment: string) => new Date(`2025-${moment}:00.000Z`);
const MINUTE = 60_000;
/** An attempt of `Person.attempts`: when it was started and completed. */
function timesOf(attempt: string) {
  const [created, minutes] = attempt.split(' ');
  return { created: at(created!), completed: new Date(at(created!).getTime() + Number(minutes) * MINUTE) };
}

type Country = 'CZ' | 'DE' | 'AT';
type Letter = 'a' | 'b' | 'c';
interface Person {
  country: Country;
  age: number;
  /** Their completed attempts: when each was started ('MM-DDTHH:MM') and minutes to complete; the last is the latest. */
  attempts: string[];
  /** The option chosen in 'Pick the tool' in the latest attempt (the tie: as many chose Saw as File). */
  tool: Letter;
  /** An attempt started after the latest and left: when, and how many answers it saved (in order). */
  unfinished?: [string, number];
  /** Moves to this country after the first attempt. */
  movesTo?: Country;
  /** Deletes the account at the end: the attempt stays as anonymous data. */
  withdraws?: boolean;
}

/**
 * 25 respondents: CZ, DE and AT (3, under k), ages from 50 (under-55: 2, under k) to 71; 8 repeat the topic
 * (one three times, one after moving from DE to AT); 7 start again and stop; one withdraws. Registered on
 * 13 January; a 26th registers on 1 February and never starts.
 */
const people: Person[] = [
  { country: 'CZ', age: 58, attempts: ['01-15T09:00 15', '01-28T10:00 9'], tool: 'a' },
  { country: 'CZ', age: 61, attempts: ['01-16T10:00 22', '02-03T11:00 14'], tool: 'b' },
  { country: 'CZ', age: 63, attempts: ['01-17T12:00 7', '01-24T12:00 31', '02-05T09:30 11'], tool: 'a' },
  { country: 'CZ', age: 57, attempts: ['01-20T14:00 18', '02-06T15:00 6'], tool: 'c' },
  { country: 'CZ', age: 66, attempts: ['01-21T09:00 25', '02-07T10:00 13'], tool: 'a' },
  { country: 'CZ', age: 55, attempts: ['01-22T16:00 40'], tool: 'b', unfinished: ['01-25T10:00', 2] },
  { country: 'CZ', age: 60, attempts: ['01-23T08:00 5'], tool: 'a', unfinished: ['01-26T10:00', 2] },
  // Three days from start to completion.
  { country: 'CZ', age: 62, attempts: [`01-27T09:00 ${3 * 24 * 60}`], tool: 'c', unfinished: ['02-01T12:00', 2] },
  // Started in January, completed in February.
  { country: 'CZ', age: 68, attempts: ['01-31T23:50 18'], tool: 'a' },
  // Started on a Sunday, completed on the Monday.
  { country: 'CZ', age: 59, attempts: ['02-02T23:55 15'], tool: 'b' },
  { country: 'CZ', age: 64, attempts: ['02-04T13:00 9'], tool: 'a', unfinished: ['02-09T10:00', 2] },
  { country: 'CZ', age: 50, attempts: ['02-08T10:00 12'], tool: 'c' },
  { country: 'CZ', age: 67, attempts: ['01-29T11:00 10'], tool: 'a', withdraws: true },
  { country: 'DE', age: 56, attempts: ['01-15T15:00 11', '01-29T15:00 17'], tool: 'b' },
  { country: 'DE', age: 61, attempts: ['01-18T10:00 21', '02-04T08:00 8'], tool: 'a' },
  { country: 'DE', age: 65, attempts: ['01-19T11:00 16'], tool: 'c', unfinished: ['01-24T10:00', 2] },
  { country: 'DE', age: 69, attempts: ['01-25T17:00 19'], tool: 'a', unfinished: ['01-28T10:00', 3] },
  { country: 'DE', age: 57, attempts: ['01-30T09:00 7'], tool: 'b' },
  { country: 'DE', age: 62, attempts: ['02-05T14:00 26'], tool: 'c', unfinished: ['02-08T10:00', 0] },
  { country: 'DE', age: 53, attempts: ['02-09T10:00 10'], tool: 'a' },
  { country: 'DE', age: 63, attempts: ['02-10T09:00 14'], tool: 'b' },
  { country: 'DE', age: 58, attempts: ['01-16T13:00 12', '02-01T10:00 9'], tool: 'a', movesTo: 'AT' },
  { country: 'AT', age: 60, attempts: ['01-26T10:00 20'], tool: 'c' },
  { country: 'AT', age: 66, attempts: ['02-06T18:00 13'], tool: 'b' },
  { country: 'CZ', age: 71, attempts: ['02-11T10:00 8'], tool: 'c' },
];

/** mulberry32: the same answers on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const byText = (q: KeyedQuestion, kind: 'option' | 'item' | 'grade' | 'row', text: string) =>
  choicesOfKind(q, kind).find((c) => c.text.en === text)!.id;

/**
 * An attempt's answers, varied by the respondent's ability (so items correlate, not perfectly): each in the
 * order asked, shown and changed at known seconds after `created`.
 */
function answersOf(questions: KeyedQuestion[], created: Date, rand: () => number, tool?: Letter) {
  const ability = rand();
  const right = () => rand() < 0.2 + 0.65 * ability;
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const options = (q: KeyedQuestion) => choicesOfKind(q, 'option');
  const chooseSome = (q: KeyedQuestion) => {
    const chosen = options(q)
      .filter((o) => (o.correct ? right() : !right()))
      .map((o) => o.id);
    return chosen.length ? chosen : [options(q)[0]!.id];
  };
  const answer = (q: KeyedQuestion): unknown => {
    switch (q.text.en) {
      case 'Pick the tool':
        return tool ? byText(q, 'option', { a: 'Hammer', b: 'Saw', c: 'File' }[tool]) : pick(options(q)).id;
      case 'Pick the safe ones':
        return rand() < 0.15 ? [0] : chooseSome(q);
      case 'Order the steps': {
        const items = choicesOfKind(q, 'item').map((i) => i.id);
        if (right()) return items;
        const i = Math.floor(rand() * 3);
        [items[i], items[i + 1]] = [items[i + 1]!, items[i]!];
        return rand() < 0.5 ? items : items.reverse();
      }
      case 'How often do you practise': {
        const grade = Math.max(0, Math.min(4, Math.round(ability * 4 + (rand() - 0.5) * 2.5)));
        return choicesOfKind(q, 'grade')[grade]!.id;
      }
      case 'Match the jobs':
        return Object.fromEntries(
          choicesOfKind(q, 'row').map((row) => {
            const wrong = options(q).find((o) => o.id !== row.correctOptionId)!.id;
            return [String(row.id), right() ? row.correctOptionId : wrong];
          }),
        );
      case 'Pick the habits':
        return chooseSome(q);
      case 'Pick the capital':
      case 'Nobody answers':
        return right() ? options(q).find((o) => o.correct)!.id : pick(options(q).filter((o) => !o.correct)).id;
      default:
        return `Words ${Math.floor(rand() * 1000)}`;
    }
  };
  return questions.map((q, i) => {
    const shown = new Date(created.getTime() + (15 * i + 5) * 1000);
    const seconds = 2 + Math.floor(rand() * 18);
    const last = new Date(shown.getTime() + seconds * 1000).toISOString();
    const earlier = new Date(shown.getTime() + 1000).toISOString();
    return {
      id: q.id,
      answered: answer(q),
      started_at: shown.toISOString(),
      updated_at: rand() < 0.3 ? [earlier, last] : [last],
    };
  });
}

let t: TestApp;
let staff: string;
let topic: number;
let dir: string;
/** The accounts that are not staff, as they are at the end (the withdrawn one is gone): what `registered` counts. */
const accounts: { country: Country; age: number; at: Date }[] = [];

interface Made {
  survey_attempt: string;
  updated_at: string;
  questions: { id: number }[];
}

async function generate(token: string, created: Date): Promise<Made> {
  t.clock.set(created);
  const made = await call(t, 'POST', '/api/survey/generate', { body: { topic }, token });
  expect(made.status).toBe(200);
  return made.body;
}

async function submit(token: string, made: Made, answers: { id: number }[], complete: boolean, when: Date) {
  t.clock.set(when);
  const body = { survey_attempt: made.survey_attempt, updated_at: made.updated_at, survey: { questions: answers }, complete };
  const res = await call(t, 'POST', '/api/survey/submit', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/**
 * The data set, in an order the clock does not follow: every account on 13 January (sessions of 30 days);
 * the earlier attempts of those who repeat, completed with the ghost question there; every latest attempt
 * started; the ghost deleted (as a content load does when its key is gone); the latest attempts completed
 * without it; the unfinished attempts; the ghost restored (its key returns). So every latest attempt asked
 * it and none answered it.
 */
async function seed() {
  topic = (await seedFixtureTopics(t, [figuresTopic(true)])).figures!;
  const questions = await keyedQuestionsOfTopic(t.database.db, topic);
  const ghostId = questions.find((q) => q.text.en === ghost.text.en)!.id;
  const asked = (made: Made) => made.questions.map((q) => questions.find((x) => x.id === q.id)!);
  const rand = random(55);
  const logins: { token: string; password: string }[] = [];
  for (const [i, person] of people.entries()) {
    t.clock.set(new Date(at('01-13T08:00').getTime() + i * 5 * MINUTE));
    logins.push(await activeUser(t, { location: person.country, age: person.age }, true));
    if (!person.withdraws) accounts.push({ country: person.movesTo ?? person.country, age: person.age, at: t.clock.now() });
  }
  t.clock.set(at('02-01T09:00'));
  await activeUser(t, { location: 'CZ', age: 62 });
  accounts.push({ country: 'CZ', age: 62, at: at('02-01T09:00') });

  const open: { token: string; made: Made; person: Person }[] = [];
  for (const [i, person] of people.entries()) {
    const { token } = logins[i]!;
    for (const attempt of person.attempts.slice(0, -1)) {
      const { created, completed } = timesOf(attempt);
      const made = await generate(token, created);
      await submit(token, made, answersOf(asked(made), created, rand), true, completed);
    }
    if (person.movesTo) {
      const body = registration({ location: person.movesTo, age: person.age });
      expect((await call(t, 'PUT', '/api/user/update', { token, body })).status).toBe(200);
    }
    open.push({ token, made: await generate(token, timesOf(person.attempts.at(-1)!).created), person });
  }
  await seedFixtureTopics(t, [figuresTopic(false)]);
  for (const { token, made, person } of open) {
    const { created, completed } = timesOf(person.attempts.at(-1)!);
    const answers = answersOf(asked(made), created, rand, person.tool).filter((a) => a.id !== ghostId);
    await submit(token, made, answers, true, completed);
  }
  for (const [i, person] of people.entries()) {
    if (!person.unfinished) continue;
    const [started, saved] = person.unfinished;
    const created = at(started);
    const made = await generate(logins[i]!.token, created);
    const answers = answersOf(asked(made), created, rand).slice(0, saved);
    if (saved) await submit(logins[i]!.token, made, answers, false, new Date(created.getTime() + 3 * MINUTE));
  }
  await seedFixtureTopics(t, [figuresTopic(true)]);

  t.clock.set(at('02-11T20:00'));
  for (const [i, person] of people.entries()) {
    if (!person.withdraws) continue;
    const { token, password } = logins[i]!;
    expect((await call(t, 'DELETE', '/api/user/delete', { token, body: { password } })).status).toBe(200);
  }
  t.clock.set(at('02-12T07:00'));
  const user = await activeUser(t);
  await t.database.db.update(users).set({ isStaff: true }).where(eq(users.email, user.email));
  staff = user.token;
}

/** The views' filters: none, a country, an age band, completion dates; and a country under k (AT: 3). */
const filters = {
  all: {},
  country: { country: 'CZ' },
  band: { age_band: '60-64' },
  dates: { time_from: '2025-02-01' },
  small: { country: 'AT' },
} as const satisfies Record<string, Partial<InsightsQuery>>;
type FilterName = keyof typeof filters;

/**
 * Every figure again, in pandas, from the package's CSVs: the latest completed attempt of each respondent (the
 * attempt when it has none) within the filters; a question asked and not answered scores 0; alpha with the
 * textbook formula on the item score matrix. Raw figures: the test hides small groups with the rules of
 * small-groups.ts (tested on their own).
 */
const pandasFigures = `
import json
import pandas as pd

R = load.responses.copy()
A = load.answers.copy()
Q, C, U = load.questions, load.choices, load.unfinished.copy()
R["country"] = load.codes(R, "country")
R["source"] = load.codes(R, "profile_source")
R["who"] = R["respondent"].fillna(R["attempt"])
A["question"] = load.codes(A, "question")
number = lambda name: int(name[1:])


def band(age):
    if pd.isna(age):
        return None
    if age < 55:
        return "under-55"
    if age >= 80:
        return "80+"
    return f"{age // 5 * 5}-{age // 5 * 5 + 4}"


R["band"] = R["age"].map(band)
# An unfinished attempt has no profile: its respondent's (who completed the topic and did not move).
profile = R.sort_values("completed").groupby("who").last()
U["who"] = U["respondent"].fillna(U["attempt"])
U["country"] = U["who"].map(profile["country"])
U["band"] = U["who"].map(profile["band"])


def within(times, f):
    keep = times.notna()
    if f.get("time_from"):
        keep &= times >= pd.Timestamp(f["time_from"], tz="UTC")
    return keep


def profiled(frame, f):
    keep = pd.Series(True, index=frame.index)
    if f.get("country"):
        keep &= frame["country"] == f["country"]
    if f.get("age_band"):
        keep &= frame["band"] == f["age_band"]
    return frame[keep]


def mean(series):
    return [None if series.empty else float(series.mean()), int(len(series))]


def alpha(items):
    k = items.shape[1]
    if k < 2:
        return [None, "one_item"]
    total = items.sum(axis=1).var(ddof=1)
    if not total > 1e-12:
        return [None, "no_variance"]
    return [k / (k - 1) * (1 - items.var(ddof=1).sum() / total), None]


def results_and_questions(f):
    done = profiled(R[within(R["completed"], f)], f).sort_values(["completed", "attempt"])
    latest = done.groupby("who").tail(1).set_index("attempt", drop=False)
    counts = done.groupby("who")["attempt"].count()
    repeaters = counts[counts > 1].index
    first = done[done["who"].isin(repeaters)].groupby("who").head(1)
    last = latest[latest["who"].isin(repeaters)]
    score = lambda frame, s: frame[f"{s}_actual"] / frame[f"{s}_total"].astype(float)
    results = {}
    for s in sorted(Q["sub_topic"].unique()):
        level = load.codes(latest, f"{s}_level")
        results[number(s)] = {
            "levels": {n: int((level == n).sum()) for n in (1, 2, 3)},
            "mean": mean(score(latest, s)),
            "sd": [None if len(latest) < 2 else float(score(latest, s).std(ddof=1)), len(latest)],
            "first": mean(score(first, s)),
            "latest": mean(score(last, s)),
        }
    mine = A[A["attempt"].isin(latest.index)]
    withdrawn = set(latest.index[latest["source"] == "none"])
    questions, matrices = {}, {}
    for q in Q.itertuples():
        rows = mine[mine["question"] == q.question]
        keyed = C[C["question"] == q.question]
        # A withdrawn text was taken out after it was written: the package writes it empty, it was answered.
        given = rows["answer"].notna() | ((q.type == "TXT") & rows["attempt"].isin(withdrawn))
        if q.type in ("OCA", "SCL"):
            label = dict(zip(keyed["point" if q.type == "SCL" else "code"].astype(str), keyed["label"]))
            chosen = {label[c]: int((rows["answer"] == c).sum()) for c in label}
        elif q.type == "MCA":
            codes = rows["answer"].dropna().str.split(" ").explode()
            chosen = {l: int((codes == str(c)).sum()) for c, l in zip(keyed["code"], keyed["label"])}
            if f"{q.question}_none" in R.columns:
                chosen["none"] = int((codes == "none").sum())
        elif q.type == "DND":
            chosen = {i.label: int((latest[f"{q.question}_i{i.code}"] == i.correct_position).sum()) for i in keyed.itertuples()}
        elif q.type == "ASG":
            right = lambda r: int((load.codes(latest, f"{q.question}_r{r.code}") == r.correct_option).sum())
            chosen = {r.label: right(r) for r in keyed[keyed["kind"] == "row"].itertuples()}
        else:
            chosen = {}
        seconds = rows["seconds"].dropna()
        figures = {
            "asked": len(latest),
            "answered": int(given.sum()),
            "skipped": len(latest) - len(rows),
            "empty": int((~given).sum()),
            "choices": chosen,
            "seconds": [None if seconds.empty else float(seconds.median()), len(seconds)],
        }
        if q.evaluated:
            x = rows.set_index("attempt")["score"].reindex(latest.index).fillna(0.0)
            figures["difficulty"] = mean(x)
            matrices.setdefault(number(q.sub_topic), {})[q.question] = x
        questions[number(q.question)] = figures
    alphas = {}
    for s, columns in matrices.items():
        items = pd.DataFrame(columns)
        alphas[s] = [*alpha(items), len(items), items.shape[1]]
        for name in items.columns:
            x, rest = items[name], items.drop(columns=name).sum(axis=1)
            if items.shape[1] < 2:
                item_rest = [None, "one_item"]
            elif not (x.var() > 1e-12 and rest.var() > 1e-12):
                item_rest = [None, "no_variance"]
            else:
                item_rest = [float(x.corr(rest)), None]
            questions[number(name)].update(itemRest=item_rest, alphaIfRemoved=alpha(items.drop(columns=name)))
    return {"respondents": len(latest), "results": results, "questions": questions, "alphas": alphas}


def participation(f):
    none = pd.Series(pd.NaT, index=U.index, dtype="datetime64[ns, UTC]")
    columns = ["who", "created", "completed", "country", "band", "last_question"]
    attempts = pd.concat([R.assign(last_question=None), U.rename(columns={"started": "created"}).assign(completed=none)])
    attempts = profiled(attempts[columns], f)
    started = attempts[within(attempts["created"], f)]
    completed = attempts[within(attempts["completed"], f)]
    unfinished = started[started["completed"].isna()]
    events = {"started": (started, "created"), "completed": (completed, "completed"), "unfinished": (unfinished, "created")}
    pair = lambda frame: [len(frame), int(frame["who"].nunique())]
    out = {"totals": {m: pair(frame) for m, (frame, _) in events.items()}}
    for period, rule in (("month", "M"), ("week", "W-SUN")):
        out[period] = {}
        for m, (frame, column) in events.items():
            starts = frame[column].dt.tz_convert(None).dt.to_period(rule).dt.start_time.dt.strftime("%Y-%m-%d")
            for p, group in frame.groupby(starts):
                out[period].setdefault(p, {})[m] = pair(group)
    for key in ("country", "band"):
        values = set(started[key].fillna("unknown")) | set(completed[key].fillna("unknown"))
        of = lambda frame, v: pair(frame[frame[key].fillna("unknown") == v])
        out[key] = {v: {"started": of(started, v), "completed": of(completed, v)} for v in values}
    done = started[started["completed"].notna()]
    out["rate"] = [float(started["completed"].notna().mean()) if len(started) else None, int(started["who"].nunique()),
                   len(started), len(done), int(done["who"].nunique()), int(unfinished["who"].nunique())]
    minutes = (completed["completed"] - completed["created"]).dt.total_seconds() / 60
    out["median"] = [float(minutes.median()) if len(minutes) else None, int(completed["who"].nunique())]
    stops = unfinished.assign(stop=unfinished["last_question"].fillna("none"))
    out["stops"] = {s: pair(group) for s, group in stops.groupby("stop")}
    return out


print(json.dumps({name: {**results_and_questions(f), "participation": participation(f)} for name, f in FILTERS.items()}))
`;

/** Cronbach's alpha in R, the textbook formula on the unfiltered latest attempts' item scores of responses.csv. */
const rAlpha = `
r <- responses[order(responses$completed, responses$attempt), ]
latest <- r[!duplicated(ifelse(is.na(r$respondent), r$attempt, r$respondent), fromLast = TRUE), ]
scored <- questions[questions$evaluated, ]
alpha <- function(x) ncol(x) / (ncol(x) - 1) * (1 - sum(apply(x, 2, var)) / var(rowSums(x)))
out <- sapply(c("s1", "s2"), function(s) {
  x <- as.matrix(as.data.frame(latest)[paste0(scored$question[scored$sub_topic == s], "_score")])
  x[is.na(x)] <- 0
  alpha(x)
})
cat(jsonlite::toJSON(as.list(out), digits = NA, auto_unbox = TRUE))`;

type Pair = [number | null, number];
type Reasoned = [number | null, MissingReason | null];
interface PandasView {
  respondents: number;
  results: Record<string, { levels: Record<string, number>; mean: Pair; sd: Pair; first: Pair; latest: Pair }>;
  questions: Record<
    string,
    {
      asked: number;
      answered: number;
      skipped: number;
      empty: number;
      choices: Record<string, number>;
      seconds: Pair;
      difficulty?: Pair;
      itemRest?: Reasoned;
      alphaIfRemoved?: Reasoned;
    }
  >;
  /** Per sub-topic: alpha, why none, respondents, scored questions. */
  alphas: Record<string, [number | null, MissingReason | null, number, number]>;
  participation: {
    totals: Record<'started' | 'completed' | 'unfinished', [number, number]>;
    month: Record<string, Partial<Record<'started' | 'completed' | 'unfinished', [number, number]>>>;
    week: Record<string, Partial<Record<'started' | 'completed' | 'unfinished', [number, number]>>>;
    country: Record<string, Record<'started' | 'completed', [number, number]>>;
    band: Record<string, Record<'started' | 'completed', [number, number]>>;
    /** The share, the people started; the started, the done, and the people done and not done. */
    rate: [number | null, number, number, number, number, number];
    median: Pair;
    stops: Record<string, [number, number]>;
  };
}

let pandas: Record<FilterName, PandasView>;
let inRAlpha: Record<'s1' | 's2', number>;

beforeAll(async () => {
  t = await createTestApp();
  await seed();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'insights-figures-'));
  writeEntries(await exportPackage(), dir);
  const [p, r] = await Promise.all([inPandas(dir, `FILTERS = ${JSON.stringify(filters)}\n${pandasFigures}`), inR(dir, rAlpha)]);
  pandas = JSON.parse(p);
  inRAlpha = JSON.parse(r);
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function exportPackage() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/export/package',
    headers: { authorization: `Token ${staff}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ topic, language: 'en' }),
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return unzip(res.rawPayload);
}

async function view<T>(name: keyof typeof insightsApiPaths, filter: FilterName, extra = ''): Promise<T> {
  const query = new URLSearchParams({ topic: String(topic), language: 'en', ...filters[filter] });
  const res = await call(t, 'GET', `${insightsApiPaths[name]}?${query}${extra}`, { token: staff });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const k = 5;
const once = (value: number): RawCount => ({ value, people: value });
const pair = ([value, people]: [number, number] = [0, 0]): RawCount => ({ value, people });
const statistic = ([value, n]: Pair, missing?: MissingReason | null) => protectStatistic(value, n, k, missing ?? undefined);
/** Shown counts by key: the counts of a partition hidden together. */
const partition = (counts: Record<string, RawCount>) => {
  const keys = Object.keys(counts);
  const shown = protectPartition(
    keys.map((key) => counts[key]!),
    k,
  );
  return Object.fromEntries(keys.map((key, i) => [key, shown[i]]));
};
/** Numbers that are computed (statistics) within 1e-9; counts exactly. */
function approx(value: unknown, key = ''): unknown {
  if (typeof value === 'number' && (key === 'value' || !Number.isInteger(value))) return expect.closeTo(value, 9);
  if (Array.isArray(value)) return value.map((v) => approx(v));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([name, v]) => [name, approx(v, name)]));
  return value;
}

function expectedQuestions(p: PandasView) {
  return Object.fromEntries(
    Object.entries(p.alphas).map(([subTopic, [alpha, missing, n, scored]]) => [
      subTopic,
      {
        alpha: scored < 2 ? { value: null, n: protectCount(once(n), k), missing } : statistic([alpha, n], missing),
        scoredItems: scored,
      },
    ]),
  );
}

/** The questions view's figures by sub-topic and question id, choices by text ("none" for none of the above). */
function questionFigures(v: QuestionsView) {
  return {
    respondents: v.respondents,
    subTopics: Object.fromEntries(v.subTopics.map((s) => [s.id, { alpha: s.alpha, scoredItems: s.scoredItems }])),
    questions: Object.fromEntries(
      v.subTopics.flatMap((s) =>
        s.questions.map((q) => [
          q.id,
          {
            asked: q.asked,
            answered: q.answered,
            skipped: q.skipped,
            empty: q.empty,
            choices: Object.fromEntries(q.choices.map((c) => [c.id === 0 ? 'none' : c.text, c.count])),
            medianSeconds: q.medianSeconds,
            difficulty: q.difficulty,
            itemRest: q.itemRest,
            alphaIfRemoved: q.alphaIfRemoved,
          },
        ]),
      ),
    ),
  };
}

function expectedQuestionFigures(p: PandasView, types: Map<number, string>, subTopicOf: Map<number, number>) {
  return {
    respondents: protectCount(once(p.respondents), k),
    subTopics: expectedQuestions(p),
    questions: Object.fromEntries(
      Object.entries(p.questions).map(([id, q]) => {
        const texts = Object.keys(q.choices);
        const shown = protectQuestionCounts(
          {
            asked: q.asked,
            answered: q.answered,
            skipped: q.skipped,
            empty: q.empty,
            choices: texts.map((text) => q.choices[text]!),
            singleChoice: ['OCA', 'SCL'].includes(types.get(Number(id))!),
          },
          k,
        );
        const notScored = { value: null, n: shown.asked, missing: 'not_scored' };
        // Item-rest and alpha if removed rest on the sub-topic's respondents asked all its scored questions.
        const scaleN = p.alphas[String(subTopicOf.get(Number(id)))]?.[2] ?? 0;
        const median = statistic(q.seconds);
        return [
          id,
          {
            asked: shown.asked,
            answered: shown.answered,
            skipped: shown.skipped,
            empty: shown.empty,
            choices: Object.fromEntries(texts.map((text, i) => [text, shown.choices[i]])),
            medianSeconds: shown.anyHidden && median.value !== null ? { ...median, n: null } : median,
            difficulty: !q.difficulty
              ? notScored
              : shown.anyHidden
                ? { value: null, n: shown.asked, missing: 'fewer_than_k' }
                : statistic(q.difficulty),
            itemRest: q.itemRest ? statistic([q.itemRest[0], scaleN], q.itemRest[1]) : notScored,
            alphaIfRemoved: q.alphaIfRemoved ? statistic([q.alphaIfRemoved[0], scaleN], q.alphaIfRemoved[1]) : notScored,
          },
        ];
      }),
    ),
  };
}

function resultFigures(v: ResultsView) {
  return {
    respondents: v.respondents,
    subTopics: Object.fromEntries(
      v.subTopics.map((s) => [
        s.id,
        { levels: Object.fromEntries(s.levels.map((l) => [l.level, l.count])), mean: s.mean, sd: s.sd, ...s.repeated },
      ]),
    ),
  };
}

function expectedResultFigures(p: PandasView) {
  return {
    respondents: protectCount(once(p.respondents), k),
    subTopics: Object.fromEntries(
      Object.entries(p.results).map(([id, s]) => [
        id,
        {
          levels: partition(Object.fromEntries(Object.entries(s.levels).map(([level, n]) => [level, once(n)]))),
          mean: statistic(s.mean),
          sd: statistic(s.sd, 'no_variance'),
          first: statistic(s.first),
          latest: statistic(s.latest),
        },
      ]),
    ),
  };
}

const measures = ['registered', 'started', 'completed', 'unfinished'] as const;

function participationFigures(v: ParticipationView) {
  const groups = <K extends 'country' | 'band'>(
    rows: ({ started: number | null; completed: number | null } & Record<K, string | null>)[],
    key: K,
  ) => Object.fromEntries(rows.map((row) => [row[key] ?? 'unknown', { started: row.started, completed: row.completed }]));
  return {
    respondents: v.respondents,
    totals: v.totals,
    completionRate: v.completionRate,
    medianMinutes: v.medianMinutes,
    overTime: Object.fromEntries(v.overTime.map(({ period, ...counts }) => [period, counts])),
    byCountry: groups(v.byCountry, 'country'),
    byAgeBand: groups(v.byAgeBand, 'band'),
    stops: v.stops.map((s) => [s.question, s.count]),
  };
}

/** The first day of the UTC week (Monday) or month of a moment, YYYY-MM-DD. */
function periodOf(moment: Date, period: InsightPeriod) {
  const day = new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
  if (period === 'month') day.setUTCDate(1);
  else day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** The completion rate tells the done and the not done: given only when each has k people or none. */
function expectedRate([value, , started, done, donePeople, notDonePeople]: PandasView['participation']['rate']) {
  if (started === 0) return { value: null, n: 0, missing: 'no_answers' };
  if ((done > 0 && donePeople < k) || (started > done && notDonePeople < k)) {
    return { value: null, n: null, missing: 'fewer_than_k' };
  }
  return statistic([value, donePeople + notDonePeople]);
}

function expectedParticipationFigures(p: PandasView, filter: FilterName, period: InsightPeriod) {
  const f: Partial<InsightsQuery> = filters[filter];
  const registered = accounts.filter(
    (a) =>
      (!f.country || a.country === f.country) &&
      (!f.age_band || ageBandOf(a.age) === f.age_band) &&
      (!f.time_from || a.at >= new Date(`${f.time_from}T00:00:00Z`)),
  );
  const perPeriod = p.participation[period];
  const registeredIn = (key: string) => registered.filter((a) => periodOf(a.at, period) === key).length;
  const seen = [...new Set([...Object.keys(perPeriod), ...registered.map((a) => periodOf(a.at, period))])].sort();
  // Every period from the first to the last, the empty ones as 0.
  const periods = seen.length ? periodsBetween(seen[0]!, seen.at(-1)!, period) : [];
  const counts = (measure: (typeof measures)[number]) =>
    partition(
      Object.fromEntries(
        periods.map((key) => [key, measure === 'registered' ? once(registeredIn(key)) : pair(perPeriod[key]?.[measure])]),
      ),
    );
  const byMeasure = Object.fromEntries(measures.map((m) => [m, counts(m)]));
  const groups = (table: Record<string, Record<'started' | 'completed', [number, number]>>) => {
    const shown = (m: 'started' | 'completed') =>
      partition(Object.fromEntries(Object.entries(table).map(([key, row]) => [key, pair(row[m])])));
    const [started, completed] = [shown('started'), shown('completed')];
    return Object.fromEntries(Object.keys(table).map((key) => [key, { started: started[key], completed: completed[key] }]));
  };
  const stops = Object.entries(p.participation.stops)
    .map(([stop, n]) => ({ question: stop === 'none' ? null : Number(stop.slice(1)), n }))
    .sort((a, b) => b.n[0] - a.n[0] || (a.question ?? -1) - (b.question ?? -1));
  const shownStops = protectPartition(
    stops.map((s) => pair(s.n)),
    k,
  );
  const { totals } = p.participation;
  return {
    respondents: protectCount(once(p.respondents), k),
    totals: {
      registered: protectCount(once(registered.length), k),
      started: protectCount(pair(totals.started), k),
      // The completed and the unfinished add up to the started: one distribution.
      ...partition({ completed: pair(totals.completed), unfinished: pair(totals.unfinished) }),
    },
    completionRate: expectedRate(p.participation.rate),
    medianMinutes: statistic(p.participation.median),
    overTime: Object.fromEntries(periods.map((key) => [key, Object.fromEntries(measures.map((m) => [m, byMeasure[m]![key]]))])),
    byCountry: groups(p.participation.country),
    byAgeBand: groups(p.participation.band),
    stops: stops.map((s, i) => [s.question, shownStops[i]]),
  };
}

it('seeds the data set it was built for: a tie, a question nobody answered, one scored item, groups under k', () => {
  const all = pandas.all;
  expect(all.respondents).toBe(25);
  expect(all.questions[1]!.choices).toMatchObject({ Saw: 7, File: 7 });
  expect(all.questions[4]).toMatchObject({ asked: 25, answered: 0, skipped: 25 });
  expect(all.alphas[3]).toEqual([null, 'one_item', 25, 1]);
  expect(all.participation.country.AT!.completed).toEqual([3, 3]);
  expect(all.participation.band['under-55']!.completed).toEqual([2, 2]);
  expect(all.results[1]!.first[1]).toBe(8);
  expect(pandas.country.results[1]!.first[1]).toBe(5);
  // Alpha in R on responses.csv agrees with pandas on answers.csv.
  expect(inRAlpha.s1).toBeCloseTo(all.alphas[1]![0]!, 9);
  expect(inRAlpha.s2).toBeCloseTo(all.alphas[2]![0]!, 9);
});

describe.each(Object.keys(filters) as FilterName[])('filtered: %s', (filter) => {
  it('questions: counts, choices, median seconds, difficulty, item-rest, alpha and alpha if removed as pandas has them', async () => {
    const v = await view<QuestionsView>('questions', filter);
    const types = new Map(v.subTopics.flatMap((s) => s.questions.map((q) => [q.id, q.type])));
    const subTopicOf = new Map(v.subTopics.flatMap((s) => s.questions.map((q) => [q.id, s.id])));
    expect(questionFigures(v)).toEqual(approx(expectedQuestionFigures(pandas[filter], types, subTopicOf)));
  });

  it('results: levels, mean and SD, first against latest as pandas has them', async () => {
    const v = await view<ResultsView>('results', filter);
    expect(resultFigures(v)).toEqual(approx(expectedResultFigures(pandas[filter])));
  });

  it('participation: totals, months, countries, age bands, completion rate, median minutes, stops as pandas has them', async () => {
    const v = await view<ParticipationView>('participation', filter);
    expect(participationFigures(v)).toEqual(approx(expectedParticipationFigures(pandas[filter], filter, 'month')));
  });
});

it('participation by week: Monday weeks in UTC (a Sunday start completed on the Monday counts in both)', async () => {
  const v = await view<ParticipationView>('participation', 'all', '&period=week');
  expect(v.period).toBe('week');
  expect(participationFigures(v)).toEqual(approx(expectedParticipationFigures(pandas.all, 'all', 'week')));
});

describe('small groups', () => {
  it('hides a group under k and the next smallest of its distribution', async () => {
    const v = await view<ParticipationView>('participation', 'all');
    expect(v.byCountry.find((c) => c.country === 'AT')).toMatchObject({ started: null, completed: null });
    expect(v.byAgeBand.find((b) => b.band === 'under-55')).toMatchObject({ started: null, completed: null });
    // Registered: 24 in January, 1 in February: the one would be the total less the other.
    expect(v.overTime.map((p) => p.registered)).toEqual([null, null]);
    expect(v.totals.registered).toBe(25);
  });

  it('shows no figure of a view filtered to fewer than k respondents', async () => {
    const notFigures = ['k', 'id', 'level', 'question', 'scoredItems'];
    const views = await Promise.all((['participation', 'results', 'questions'] as const).map((name) => view(name, 'small')));
    const figures: (number | null)[] = [];
    const walk = (value: unknown, key: string) => {
      if (value && typeof value === 'object') for (const [name, v] of Object.entries(value)) walk(v, name);
      else if ((value === null || typeof value === 'number') && !notFigures.includes(key)) figures.push(value);
    };
    walk(views, '');
    expect(figures.filter((n) => n === null).length).toBeGreaterThan(50);
    // 0 is shown (nobody is behind it): unfinished attempts, a level nobody reached, options nobody chose.
    expect(figures.filter((n) => n !== null && n !== 0)).toEqual([]);
    expect(views.map((v) => (v as { respondents: unknown }).respondents)).toEqual([null, null, null]);
  });

  it('says why a statistic is missing: one scored item, no variance, not scored', async () => {
    const v = await view<QuestionsView>('questions', 'all');
    const [know, , single] = v.subTopics;
    expect(single!.alpha).toEqual({ value: null, n: 25, missing: 'one_item' });
    expect(single!.questions[0]!.itemRest).toEqual({ value: null, n: 25, missing: 'one_item' });
    const nobody = know!.questions.find((q) => q.text === ghost.text.en)!;
    expect(nobody).toMatchObject({ asked: 25, answered: 0, skipped: 25, empty: 0, difficulty: { value: 0, n: 25 } });
    expect(nobody.itemRest).toEqual({ value: null, n: 25, missing: 'no_variance' });
    expect(nobody.choices.map((c) => c.count)).toEqual([0, 0]);
    expect(know!.questions.find((q) => q.type === 'TXT')!.difficulty.missing).toBe('not_scored');
    const tie = know!.questions[0]!.choices.map((c) => [c.text, c.count]);
    expect(tie).toEqual([
      ['Hammer', 11],
      ['Saw', 7],
      ['File', 7],
    ]);
  });
});
