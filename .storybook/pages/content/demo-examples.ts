import type { ContentQuestion, ContentSubTopic, ContentTopic } from '../../../contract/content';
import { isLanguageCode, type LanguageCode } from '../../../contract/languages';
import type { Question } from '../../../contract/questions';
import { contentTopics, previewQuestion } from './content-files';

/**
 * The demo content (the seed files Content/Topics shows) standing in for the texts of the ui examples, so
 * the Survey stories show the questionnaire in the toolbar's language. Each question type borrows one
 * question of the digital-skills topic; the examples keep their states (which option is chosen, how far
 * an ordering went), carried over by position.
 */
const borrowed: Record<Question['type'], { plain: string; withImages?: string }> = {
  OCA: { plain: 'health-source', withImages: 'phishing-message' },
  MCA: { plain: 'safe-habits' },
  TXT: { plain: 'what-would-help' },
  DND: { plain: 'attach-file' },
  SCL: { plain: 'find-quickly' },
  ASG: { plain: 'tool-for-task' },
};
const demoTopic = 'digital-skills';

/** The toolbar's language, or English when the global is not one of the 10. */
export const toolbarLanguage = (locale: unknown): LanguageCode => (isLanguageCode(locale) ? locale : 'en');

function topicByKey(key: string): ContentTopic {
  const topic = contentTopics.find((t) => t.key === key);
  if (!topic) throw new Error(`No content file for the topic "${key}"`);
  return topic;
}

function contentQuestion(key: string): { question: ContentQuestion; sub: ContentSubTopic } {
  for (const sub of topicByKey(demoTopic).sub_topics) {
    const question = sub.questions.find((q) => q.key === key);
    if (question) return { question, sub };
  }
  throw new Error(`No question "${key}" in the demo topic`);
}

type Entry = { id: number; text: string };

/**
 * The demo entries under the example's ids: the example's i-th smallest id goes to the demo's i-th entry (the
 * file's order, the right order of an ordering question), so the example's answer still points where it did.
 * Entries the example lacks keep the demo's ids; the list is shown in the example's order, then the rest.
 */
function carryIds<T extends Entry>(example: readonly Entry[], demo: readonly T[]): T[] {
  const ids = example.map((e) => e.id).sort((a, b) => a - b);
  const renamed = demo.map((entry, i) => ({ ...entry, id: ids[i] ?? entry.id }));
  const shown = example.map((e) => renamed.find((entry) => entry.id === e.id)).filter((e): e is T => e !== undefined);
  return [...shown, ...renamed.filter((entry) => !shown.includes(entry))];
}

/** An ordering answer lists every item: the demo's extra items follow the example's order. */
const wholeOrder = (answered: number[], items: readonly Entry[]) => [
  ...answered,
  ...items.map((i) => i.id).filter((id) => !answered.includes(id)),
];

/** The example question with the demo content's texts in `language` (examples of other questions stay as they are). */
export function inDemoContent(example: Question, language: LanguageCode): Question {
  const key = borrowed[example.type];
  const { question, sub } = contentQuestion(example.images.length > 0 ? (key.withImages ?? key.plain) : key.plain);
  if (question.type !== example.type) throw new Error(`The demo question "${question.key}" is not of type ${example.type}`);
  const demo = previewQuestion(question, example.id, sub.name, language);
  const common = { text: demo.text, images: demo.images, sub_topic: demo.sub_topic };
  switch (example.type) {
    case 'OCA':
      return { ...example, ...common, oca_options: carryIds(example.oca_options, (demo as typeof example).oca_options) };
    case 'MCA':
      return { ...example, ...common, mca_options: carryIds(example.mca_options, (demo as typeof example).mca_options) };
    case 'TXT':
      return { ...example, ...common };
    case 'SCL':
      return { ...example, ...common, scl_options: carryIds(example.scl_options, (demo as typeof example).scl_options) };
    case 'DND': {
      const items = carryIds(example.dnd_options, (demo as typeof example).dnd_options);
      const answered = example.answered.length > 0 ? wholeOrder(example.answered, items) : example.answered;
      return { ...example, ...common, dnd_options: items, answered };
    }
    case 'ASG': {
      const demoAsg = demo as typeof example;
      return {
        ...example,
        ...common,
        asg_questions: carryIds(example.asg_questions, demoAsg.asg_questions),
        asg_options: carryIds(example.asg_options, demoAsg.asg_options),
      };
    }
  }
}

/** A topic card's name and description from the demo topic in `language`, when the example names that topic. */
export function topicInDemoContent<T extends { name: string; description: string }>(example: T, language: LanguageCode): T {
  const topic = contentTopics.find((t) => t.name.en === example.name);
  if (!topic) return example;
  return {
    ...example,
    name: topic.name[language] ?? topic.name.en,
    description: topic.description[language] ?? topic.description.en,
  };
}
