import { describe, expect, it } from 'vitest';
import { inDemoContent, topicInDemoContent } from '../../.storybook/pages/content/demo-examples';
import digitalSkills from '../../server/content/topics/digital-skills.json';
import { contentTopicSchema } from '../../contract/content';
import type { Question } from '../../contract/questions';
import { topicCardExamples } from '../../ui/topic-card/topic-card.examples';
import { questionExamples } from '../../ui/question/question.examples';

const topic = contentTopicSchema.parse(digitalSkills);
/** A question of the demo topic as the content file has it: its text and its options' or items' texts. */
function demoQuestion(key: string) {
  const question = topic.sub_topics.flatMap((sub) => sub.questions).find((q) => q.key === key)!;
  const entries = 'options' in question ? question.options : 'items' in question ? question.items : [];
  return { text: question.text, options: entries, items: entries };
}
const optionTexts = (question: Question) => ('oca_options' in question ? question.oca_options.map((o) => o.text) : []);

describe('the Survey stories in the toolbar language', () => {
  it('show a question in German from the demo content, its chosen option still chosen', () => {
    const shown = inDemoContent(questionExamples.ocaAnswered.question, 'de');
    const demo = demoQuestion('health-source');
    expect(shown.text).toBe(demo.text.de);
    expect(optionTexts(shown)).toEqual(demo.options.map((o) => o.text.de));
    // The example chose its second option; the German one is chosen in its place.
    expect(shown.type === 'OCA' && shown.oca_options.find((o) => o.id === shown.answered)?.text).toBe(demo.options[1]!.text.de);
  });

  it('show an ordering question in Serbian with every item in the answer, and one with pictures with its pictures', () => {
    const shown = inDemoContent(questionExamples.dndAnswered.question, 'sr');
    const demo = demoQuestion('attach-file');
    expect(shown.text).toBe(demo.text.sr);
    expect(shown.type === 'DND' && [...shown.answered].sort()).toEqual(
      shown.type === 'DND' && shown.dnd_options.map((o) => o.id).sort(),
    );
    expect(shown.type === 'DND' && shown.dnd_options.map((o) => o.text).sort()).toEqual(demo.items.map((i) => i.text.sr).sort());
    const pictured = inDemoContent(questionExamples.ocaWithImages.question, 'cs');
    expect(pictured.text).toBe(demoQuestion('phishing-message').text.cs);
    expect(pictured.images.length).toBeGreaterThan(0);
  });

  it('show a topic card of the demo topic in the chosen language, and leave other examples as they are', () => {
    expect(topicInDemoContent(topicCardExamples.done, 'hu')).toMatchObject({
      name: digitalSkills.name.hu,
      description: digitalSkills.description.hu,
      lastCompletedAt: topicCardExamples.done.lastCompletedAt,
    });
    expect(topicInDemoContent(topicCardExamples.longGerman, 'hu')).toEqual(topicCardExamples.longGerman);
  });
});
