import {
  type ContentQuestion,
  type ContentTopic,
  contentTopicSchema,
  gradePoint,
  type LocalizedText,
  questionTexts,
  textIn,
} from '../../../contract/content';
import type { LanguageCode } from '../../../contract/languages';
import { type Question, questionSchema } from '../../../contract/questions';

/** The seed content files (server/content/topics), bundled into Storybook for review. */
const files = import.meta.glob<{ default: unknown }>('../../../server/content/topics/*.json', { eager: true });

export const contentTopics: ContentTopic[] = Object.values(files)
  .map((file) => contentTopicSchema.parse(file.default))
  .sort((a, b) => a.tool.localeCompare(b.tool) || a.order - b.order);

/**
 * A content question as the questionnaire shows it, in `language`, with ids made up for the preview.
 * Options keep the file's order here (respondents get them shuffled) so reviewers can find them.
 */
export function previewQuestion(q: ContentQuestion, id: number, subTopic: LocalizedText, language: LanguageCode): Question {
  const t = (text: LocalizedText) => textIn(text, language);
  const list = (entries: { text: LocalizedText }[], base: number) =>
    entries.map((e, i) => ({ id: base + i + 1, text: t(e.text) }));
  const common = {
    id,
    text: t(q.text),
    images: q.images.map((image) => ({ url: image.url, alt: t(image.alt) })),
    sub_topic: { name: t(subTopic) },
  };
  const base = id * 100;
  switch (q.type) {
    case 'OCA':
      return questionSchema.parse({ ...common, type: 'OCA', oca_options: list(q.options, base) });
    case 'MCA':
      return questionSchema.parse({ ...common, type: 'MCA', can_be_none: q.can_be_none, mca_options: list(q.options, base) });
    case 'TXT':
      return questionSchema.parse({ ...common, type: 'TXT' });
    case 'DND':
      return questionSchema.parse({ ...common, type: 'DND', dnd_options: list(q.items, base) });
    case 'SCL':
      return questionSchema.parse({
        ...common,
        type: 'SCL',
        scl_options: q.grades.map((g, i) => ({ id: base + i + 1, text: t(g.text), point: gradePoint(q, i) })),
      });
    case 'ASG':
      return questionSchema.parse({
        ...common,
        type: 'ASG',
        asg_questions: list(q.rows, base),
        asg_options: list(q.options, base + 50),
      });
  }
}

/** Where the texts of one question are missing or the same as English in `code`. */
export function untranslated(question: ContentQuestion, code: LanguageCode): string[] {
  return [...questionTexts(question, question.key)]
    .filter(({ text }) => !text[code] || (code !== 'en' && text[code] === text.en))
    .map(({ where }) => where);
}

/** The answer key of a question in words, for reviewers (never shown to respondents). */
export function answerKeyOf(q: ContentQuestion, language: LanguageCode): string[] {
  const t = (text: LocalizedText) => textIn(text, language);
  switch (q.type) {
    case 'OCA':
    case 'MCA':
      return q.options.filter((o) => o.correct).map((o) => t(o.text));
    case 'DND':
      return q.items.map((item, i) => `${i + 1}. ${t(item.text)}`);
    case 'SCL':
      return q.grades.map((g, i) => `${t(g.text)}: ${gradePoint(q, i)}`);
    case 'ASG':
      return q.rows.map((row) => `${t(row.text)} → ${t(q.options.find((o) => o.key === row.correct)!.text)}`);
    case 'TXT':
      return [];
  }
}
