import type { LanguageCode } from '../../../../contract/languages';
import type { TableResource } from './datapackage';
import { profileFields } from './profile-fields';
import { choiceTableFields, questionTableFields, scoringRules } from './questionnaire-tables';
import type { RowWriting } from './row-writing';
import { answerFields, responseFields } from './tables';
import { unfinishedFields } from './unfinished';

/** Answer columns the sharing variant leaves out: exact times, and the order shown and paradata (a fingerprint). */
const sharedAnswersLeaveOut = new Set(['started', 'last_changed', 'shown', 'seconds', 'changes']);
/**
 * Response columns the sharing variant leaves out: the exact start, and the language (no quasi-identifier of
 * the k-anonymity, and a rare one singles people out). Its `completed` is the generalised one of its profile.
 */
const sharedResponsesLeaveOut = new Set(['created', 'language']);

/** The tables of a package; the sharing variant leaves out the exact times and the unfinished attempts. */
export function packageTables(w: RowWriting, language: LanguageCode): TableResource[] {
  const { structure, t, sharing } = w;
  const profile = sharing ? sharing.fields : profileFields(language, t);
  const responses = responseFields(structure, t, profile).filter(
    (f) => !sharing || !(sharedResponsesLeaveOut.has(f.name) || (f.name === 'completed' && f.type === 'datetime')),
  );
  const answers = answerFields(structure, t).filter((f) => !sharing || !sharedAnswersLeaveOut.has(f.name));
  const tables: TableResource[] = [
    {
      name: 'responses',
      title: 'Responses',
      description:
        'One row per completed attempt: the profile it was completed with, coded answers, score shares and results per sub-topic.',
      fields: responses,
      primaryKey: ['attempt'],
    },
    {
      name: 'answers',
      title: 'Answers',
      description:
        'One row per attempt and question: the coded answer, its label, the score share, the order shown and the paradata.',
      fields: answers,
      primaryKey: ['attempt', 'question'],
      foreignKeys: [
        { fields: ['attempt'], reference: { resource: 'responses', fields: ['attempt'] } },
        { fields: ['question'], reference: { resource: 'questions', fields: ['question'] } },
      ],
    },
    {
      name: 'questions',
      title: 'Questions',
      description: `One row per question of the topics, deleted ones too. ${scoringRules}`,
      fields: questionTableFields(structure, t),
      primaryKey: ['question'],
    },
    {
      name: 'choices',
      title: 'Choices and answer keys',
      description: 'One row per option, item, row or grade of each question, with its code and its part of the answer key.',
      fields: choiceTableFields(),
      primaryKey: ['question', 'kind', 'code'],
      foreignKeys: [{ fields: ['question'], reference: { resource: 'questions', fields: ['question'] } }],
    },
  ];
  if (!sharing)
    tables.push({
      name: 'unfinished',
      title: 'Unfinished attempts',
      description: 'One row per attempt started and not completed (dropout): when, how far it got, and when last saved.',
      fields: unfinishedFields(structure, t),
      primaryKey: ['attempt'],
    });
  return tables;
}

/** The columns of the package's table `name`. */
export const tableFields = (resources: TableResource[], name: TableResource['name']) =>
  resources.find((r) => r.name === name)!.fields;
