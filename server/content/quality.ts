import { type ContentTopic, localizedTextsOf } from '../../contract/content';
import { languageCodes } from '../../contract/languages';
import { questionTypes } from '../../contract/questions';
import { scaleDirectionProblems } from './scale-direction';

/**
 * Editorial rules for the seed content beyond the content model: every text in all 10
 * languages and not a copy of English, Bulgarian and Serbian in Cyrillic, Bosnian in Latin, 3 rating levels
 * per sub-topic, 2-4 sub-topics and 6-15 questions per topic, every question type in each tool, every scale
 * running one way.
 * Returns the problems found, one sentence each; an empty list means the content is complete.
 */
export function contentProblems(topics: readonly ContentTopic[], options: { everyTypePerTool?: boolean } = {}): string[] {
  const problems: string[] = [];
  for (const topic of topics) {
    const at = (where: string) => `${topic.key}: ${where}`;
    if (topic.sub_topics.length < 2 || topic.sub_topics.length > 4) {
      problems.push(at(`has ${topic.sub_topics.length} sub-topics (2 to 4 wanted)`));
    }
    const questions = topic.sub_topics.reduce((n, s) => n + s.questions.length, 0);
    if (questions < 6 || questions > 15) problems.push(at(`has ${questions} questions (6 to 15 wanted)`));
    for (const sub of topic.sub_topics) {
      if (sub.levels.length !== 3) problems.push(at(`${sub.key} has ${sub.levels.length} rating levels (3 wanted)`));
      if (!sub.questions.some((q) => q.evaluated)) problems.push(at(`${sub.key} has no evaluated question`));
    }
    for (const { where, text } of localizedTextsOf(topic)) {
      for (const code of languageCodes) {
        const value = text[code];
        if (!value) {
          problems.push(at(`${where} has no ${code} text`));
          continue;
        }
        if (code !== 'en' && value === text.en && wordCount(value) > 1)
          problems.push(at(`${where}.${code} is a copy of English`));
        if ((code === 'bg' || code === 'sr') && !isMostlyCyrillic(value))
          problems.push(at(`${where}.${code} is not in Cyrillic`));
        if (code !== 'bg' && code !== 'sr' && cyrillicShare(value) > 0)
          problems.push(at(`${where}.${code} has Cyrillic letters`));
      }
    }
  }
  problems.push(...scaleDirectionProblems(topics));
  for (const tool of options.everyTypePerTool === false ? [] : (['general', 'wlb'] as const)) {
    const used = new Set(
      topics.filter((t) => t.tool === tool).flatMap((t) => t.sub_topics.flatMap((s) => s.questions.map((q) => q.type))),
    );
    const missing = questionTypes.filter((type) => !used.has(type));
    if (missing.length) problems.push(`the ${tool} tool uses no ${missing.join(', ')} question`);
  }
  return problems;
}

const wordCount = (text: string) => (text.match(/\p{L}{2,}/gu) ?? []).length;

function cyrillicShare(text: string): number {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return 0;
  return letters.filter((l) => /\p{Script=Cyrillic}/u.test(l)).length / letters.length;
}

/** Latin brand names (Wi-Fi, PIN) may appear inside a Cyrillic sentence. */
const isMostlyCyrillic = (text: string) => (text.match(/\p{L}/gu) ?? []).length === 0 || cyrillicShare(text) >= 0.6;
