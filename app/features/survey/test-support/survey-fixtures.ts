import type { Survey } from '../../../../contract/api/survey';
import type { Question } from '../../../../contract/questions';

/** One question of every type, as a respondent receives it (for the survey feature's tests). */
export function sampleQuestions(): Question[] {
  const common = { images: [], sub_topic: { id: 1, name: 'Digital skills' }, started_at: null, updated_at: [] };
  return [
    {
      ...common,
      id: 1,
      type: 'OCA',
      text: 'One?',
      oca_options: [
        { id: 11, text: 'A' },
        { id: 12, text: 'B' },
      ],
      answered: 0,
    },
    {
      ...common,
      id: 2,
      type: 'MCA',
      text: 'Many?',
      mca_options: [
        { id: 21, text: 'A' },
        { id: 22, text: 'B' },
      ],
      can_be_none: true,
      answered: [],
    },
    { ...common, id: 3, type: 'TXT', text: 'Say?', answered: '', pasted: false },
    {
      ...common,
      id: 4,
      type: 'DND',
      text: 'Order?',
      dnd_options: [
        { id: 41, text: 'X' },
        { id: 42, text: 'Y' },
      ],
      answered: [],
    },
    {
      ...common,
      id: 5,
      type: 'SCL',
      text: 'Agree?',
      scl_options: [
        { id: 51, text: 'No', point: 0 },
        { id: 52, text: 'Yes', point: 1 },
      ],
      answered: 0,
    },
    {
      ...common,
      id: 6,
      type: 'ASG',
      text: 'Match?',
      asg_questions: [
        { id: 61, text: 'Row 1' },
        { id: 62, text: 'Row 2' },
      ],
      asg_options: [
        { id: 65, text: 'P' },
        { id: 66, text: 'Q' },
      ],
      answered: {},
    },
  ];
}

export function sampleSurvey(overrides: Partial<Survey> = {}): Survey {
  return {
    questions: sampleQuestions(),
    topic: { pk: 7, name: 'Digital skills at work', wlb: false },
    survey_attempt: 'AAAAAAAAAAAAAAAAAAAAAA',
    updated_at: '2026-01-01T10:00:00.000Z',
    created_at: '2026-01-01T09:00:00.000Z',
    language: 'en',
    user: 5,
    ...overrides,
  };
}
