import { describe, expect, it } from 'vitest';
import { contentTopicSchema } from '../../contract/content';
import { contentProblems } from '../../server/content/quality';
import { readContentDir } from '../../server/content/read';
import { fixtureTopic } from '../../server/content/test-support/fixture';

const { topics } = readContentDir();
const questionsOf = (type: string) =>
  topics.flatMap((t) => t.sub_topics.flatMap((s) => s.questions.filter((q) => q.type === type)));

describe('given the seed content files', () => {
  it('has three general topics and two wlb topics', () => {
    expect(topics.filter((t) => t.tool === 'general')).toHaveLength(3);
    expect(topics.filter((t) => t.tool === 'wlb')).toHaveLength(2);
  });

  it('is complete: every text in all 10 languages and not a copy of English, bg and sr in Cyrillic, 3 levels per sub-topic, every type in each tool, every scale one way', () => {
    expect(contentProblems(topics)).toEqual([]);
  });

  it('gives every OCA exactly one correct option and every MCA at least one', () => {
    for (const q of questionsOf('OCA'))
      if (q.type === 'OCA' && q.evaluated) expect(q.options.filter((o) => o.correct)).toHaveLength(1);
    for (const q of questionsOf('MCA')) if (q.type === 'MCA' && q.evaluated) expect(q.options.some((o) => o.correct)).toBe(true);
  });

  it('gives every DND item a distinct position and every ASG row an option of its own question', () => {
    for (const q of questionsOf('DND'))
      if (q.type === 'DND') expect(new Set(q.items.map((i) => i.key)).size).toBe(q.items.length);
    for (const q of questionsOf('ASG')) {
      if (q.type !== 'ASG') continue;
      const options = new Set(q.options.map((o) => o.key));
      for (const row of q.rows) expect(options).toContain(row.correct);
    }
  });

  it('never evaluates a free-text question', () => {
    for (const q of questionsOf('TXT')) expect(q.evaluated).toBe(false);
  });
});

describe('given the content rules', () => {
  it('reports a missing language, a copy of English and Latin Serbian', () => {
    const topic = contentTopicSchema.parse(fixtureTopic());
    const q = topic.sub_topics[0]!.questions[0]!;
    delete q.text.hu;
    q.text.de = q.text.en;
    topic.sub_topics[0]!.name.sr = 'Prvi deo';
    expect(contentProblems([topic], { everyTypePerTool: false })).toEqual([
      'fixture: first.name.sr is not in Cyrillic',
      'fixture: first.oca.text.de is a copy of English',
      'fixture: first.oca.text has no hu text',
    ]);
  });

  it('reports a scale listed the other way round from the others, not one marked reversed in the usual order', () => {
    const topic = contentTopicSchema.parse(fixtureTopic());
    const scl = topic.sub_topics[1]!.questions[1];
    if (scl?.type !== 'SCL') throw new Error('the fixture has changed');
    const backwards = { ...scl, key: 'backwards', grades: [...scl.grades].reverse() };
    const marked = { ...scl, key: 'marked', reversed: true };
    topic.sub_topics[1]!.questions.push(backwards, marked);
    expect(contentProblems([topic], { everyTypePerTool: false })).toEqual([
      'fixture: second.backwards lists its grades the other way round (first "Always"); list them as the other scales do ' +
        'and mark a negatively worded statement "reversed": true',
    ]);
  });
});
