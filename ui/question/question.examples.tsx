import { useState } from 'react';
import { type Answer, type Question, type QuestionInput, questionSchema } from '../../contract/questions';
import { QuestionView, type QuestionViewProps } from './question-view';

type ExampleInput = QuestionInput extends infer T
  ? T extends unknown
    ? Omit<T, 'sub_topic'> & { sub_topic?: { name: string } }
    : never
  : never;
const q = <T extends ExampleInput>(input: T) =>
  questionSchema.parse({ sub_topic: { name: 'Digital skills' }, ...input }) as Extract<Question, { type: T['type'] }>;

/** A small SVG picture as a data URL, so stories and tests need no network. */
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160"><rect width="320" height="160" fill="#e3ebfa"/><rect x="60" y="30" width="200" height="100" rx="8" fill="#1f4fa8"/></svg>',
)}`;

const oca = q({
  id: 1,
  type: 'OCA',
  text: 'How often do you use e-mail at work?',
  oca_options: [
    { id: 11, text: 'Every day' },
    { id: 12, text: 'A few times a week' },
    { id: 13, text: 'Rarely' },
    { id: 14, text: 'Never' },
  ],
});
const mca = q({
  id: 2,
  type: 'MCA',
  text: 'Which of these devices do you use?',
  can_be_none: true,
  mca_options: [
    { id: 21, text: 'A smartphone' },
    { id: 22, text: 'A laptop or desktop computer' },
    { id: 23, text: 'A tablet' },
  ],
});
const txt = q({ id: 3, type: 'TXT', text: 'What would help you most to learn a new computer program?' });
const dnd = q({
  id: 4,
  type: 'DND',
  text: 'Put the steps of a safe password change in order.',
  dnd_options: [
    { id: 43, text: 'Type the new password twice' },
    { id: 41, text: 'Open the account settings' },
    { id: 44, text: 'Save and log in again' },
    { id: 42, text: 'Type your old password' },
  ],
});
const scl = q({
  id: 5,
  type: 'SCL',
  text: 'I feel confident when I use online banking.',
  scl_options: [
    { id: 51, text: 'Strongly disagree', point: 0 },
    { id: 52, text: 'Disagree', point: 1 },
    { id: 53, text: 'Neither agree nor disagree', point: 2 },
    { id: 54, text: 'Agree', point: 3 },
    { id: 55, text: 'Strongly agree', point: 4 },
  ],
});
const asg = q({
  id: 6,
  type: 'ASG',
  text: 'Which tool fits each task best?',
  asg_questions: [
    { id: 61, text: 'Talk face to face with a colleague abroad' },
    { id: 62, text: 'Share a long report' },
    { id: 63, text: 'Plan a meeting date' },
  ],
  asg_options: [
    { id: 71, text: 'Video call' },
    { id: 72, text: 'E-mail with an attachment' },
    { id: 73, text: 'Shared calendar' },
  ],
});

/** Named examples shared by the stories, the render tests and the axe loop. */
export const questionExamples = {
  ocaUnanswered: { question: oca, number: 1 },
  ocaAnswered: { question: { ...oca, answered: 12 }, number: 1 },
  ocaWithImages: {
    question: { ...oca, images: [{ url: picture, alt: 'A laptop on a desk' }, picture] },
    number: 1,
  },
  mcaUnanswered: { question: mca, number: 2 },
  mcaAnswered: { question: { ...mca, answered: [21, 23] }, number: 2 },
  mcaNone: { question: { ...mca, answered: [0] }, number: 2 },
  txtUnanswered: { question: txt, number: 3 },
  txtAnswered: { question: { ...txt, answered: 'A patient colleague who shows me each step.' }, number: 3 },
  txtTooLong: { question: { ...txt, answered: 'I would like a short course. '.repeat(40) }, number: 3 },
  dndUnanswered: { question: dnd, number: 4 },
  dndAnswered: { question: { ...dnd, answered: [41, 42, 43, 44] }, number: 4 },
  sclUnanswered: { question: scl, number: 5 },
  sclAnswered: { question: { ...scl, answered: 54 }, number: 5 },
  asgUnanswered: { question: asg, number: 6 },
  asgPartlyAnswered: { question: { ...asg, answered: { '61': 71 } }, number: 6 },
  asgAnswered: { question: { ...asg, answered: { '61': 71, '62': 72, '63': 73 } }, number: 6 },
  longGerman: {
    question: q({
      id: 7,
      type: 'MCA',
      text: 'Welche Datenschutzeinstellungsmöglichkeiten Ihres Arbeitsplatzcomputerbetriebssystems haben Sie schon einmal selbstständig verändert?',
      can_be_none: true,
      mca_options: [
        { id: 81, text: 'Standortfreigabeeinstellungen der Smartphoneanwendungen' },
        { id: 82, text: 'Kennwortwiederherstellungssicherheitsfragen' },
      ],
    }),
    number: 12,
  },
  cyrillic: {
    question: q({
      id: 8,
      type: 'DND',
      text: 'Подредете стъпките за изпращане на имейл с прикачен файл.',
      dnd_options: [
        { id: 91, text: 'Натиснете „Изпрати“' },
        { id: 92, text: 'Отворете нов имейл' },
        { id: 93, text: 'Прикачете файла' },
      ],
    }),
    number: 3,
  },
} satisfies Record<string, Pick<QuestionViewProps, 'question' | 'number'>>;

export type QuestionExample = (typeof questionExamples)[keyof typeof questionExamples];

/** A question that keeps its answer, as the questionnaire page does; used by stories and tests. */
export function StatefulQuestion({
  question: initial,
  number,
  onAnswer,
}: Pick<QuestionViewProps, 'question' | 'number'> & { onAnswer?: QuestionViewProps['onAnswer'] }) {
  const [question, setQuestion] = useState(initial);
  return (
    <QuestionView
      question={question}
      number={number}
      onAnswer={(answer: Answer, meta) => {
        setQuestion((current) => ({ ...current, answered: answer, ...(meta ? { pasted: meta.pasted } : {}) }) as Question);
        onAnswer?.(answer, meta);
      }}
    />
  );
}
