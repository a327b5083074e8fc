import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { inDemoContent, toolbarLanguage } from '../../.storybook/pages/content/demo-examples';
import type { Question } from '../../contract/questions';
import { QuestionView, type QuestionViewProps } from './question-view';
import { questionExamples, StatefulQuestion } from './question.examples';

/**
 * The question texts come from the demo content in the toolbar's language (the texts Content/Topics shows),
 * so partners see the questionnaire as respondents of that language do; the long German and the Cyrillic
 * examples keep their own texts, which are there to try long words and another script.
 */
const inToolbarLanguage = (question: Question, { globals }: Pick<StoryContext, 'globals'>) =>
  inDemoContent(question, toolbarLanguage(globals.locale));

/** Each story keeps its answer in state, so the controls can be tried out as on the questionnaire page. */
const stateful = (args: QuestionViewProps, question: Question) => (
  <StatefulQuestion key={`${question.id}-${question.text}`} question={question} number={args.number} onAnswer={args.onAnswer} />
);

const meta = {
  title: 'Survey/Question',
  component: QuestionView,
  args: { ...questionExamples.ocaUnanswered, onAnswer: () => {} },
  render: (args, context) => stateful(args, inToolbarLanguage(args.question, context)),
} satisfies Meta<typeof QuestionView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The example's own texts, whatever the toolbar's language. */
const ownTexts: Story['render'] = (args) => stateful(args, args.question);

export const OcaUnanswered: Story = { args: questionExamples.ocaUnanswered };
export const OcaAnswered: Story = { args: questionExamples.ocaAnswered };
export const OcaWithImages: Story = { args: questionExamples.ocaWithImages };
export const McaUnanswered: Story = { args: questionExamples.mcaUnanswered };
export const McaAnswered: Story = { args: questionExamples.mcaAnswered };
export const McaNoneOfTheAbove: Story = { args: questionExamples.mcaNone };
export const TxtUnanswered: Story = { args: questionExamples.txtUnanswered };
export const TxtAnswered: Story = { args: questionExamples.txtAnswered };
export const TxtTooLong: Story = { args: questionExamples.txtTooLong };
export const DndUnanswered: Story = { args: questionExamples.dndUnanswered };
export const DndAnswered: Story = { args: questionExamples.dndAnswered };
export const SclUnanswered: Story = { args: questionExamples.sclUnanswered };
export const SclAnswered: Story = { args: questionExamples.sclAnswered };
export const AsgUnanswered: Story = { args: questionExamples.asgUnanswered };
export const AsgPartlyAnswered: Story = { args: questionExamples.asgPartlyAnswered };
export const AsgAnswered: Story = { args: questionExamples.asgAnswered };
export const LongGerman: Story = { args: questionExamples.longGerman, globals: { locale: 'de' }, render: ownTexts };
export const Cyrillic: Story = { args: questionExamples.cyrillic, globals: { locale: 'bg' }, render: ownTexts };

const ownTextExamples = new Set<string>(['longGerman', 'cyrillic']);

export const AllStates: Story = {
  render: (_, context) => (
    <div className="flex flex-col gap-12">
      {Object.entries(questionExamples).map(([name, example]) => (
        <section key={name} aria-label={name} className="border-b-2 border-border pb-8">
          <StatefulQuestion
            key={`${name}-${context.globals.locale}`}
            number={example.number}
            question={ownTextExamples.has(name) ? example.question : inToolbarLanguage(example.question, context)}
          />
        </section>
      ))}
    </div>
  ),
};
