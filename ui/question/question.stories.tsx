import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuestionView } from './question-view';
import { questionExamples, StatefulQuestion } from './question.examples';

const meta = {
  title: 'Survey/Question',
  component: QuestionView,
  args: { ...questionExamples.ocaUnanswered, onAnswer: () => {} },
  // Each story keeps its answer in state, so the controls can be tried out as on the questionnaire page.
  render: (args) => (
    <StatefulQuestion key={args.question.id} question={args.question} number={args.number} onAnswer={args.onAnswer} />
  ),
} satisfies Meta<typeof QuestionView>;
export default meta;

type Story = StoryObj<typeof meta>;

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
export const LongGerman: Story = { args: questionExamples.longGerman, globals: { locale: 'de' } };
export const Cyrillic: Story = { args: questionExamples.cyrillic, globals: { locale: 'bg' } };

export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-12">
      {Object.entries(questionExamples).map(([name, example]) => (
        <section key={name} aria-label={name} className="border-b-2 border-border pb-8">
          <StatefulQuestion {...example} />
        </section>
      ))}
    </div>
  ),
};
