import type { TranslationUnit, UnitSet } from '../units';

const unit = (id: string, source: string, target: string | undefined, more: Partial<TranslationUnit> = {}): TranslationUnit => ({
  id,
  key: id,
  where: `Topic “Skills” › question ${id}`,
  source,
  target,
  state: target === undefined ? 'new' : 'translated',
  maxLength: 60,
  ...more,
});

/** Hungarian units of every state, with placeholders, a tag pair, a repeated code, and a stale unit's earlier English. */
export const hungarianUnits: UnitSet = {
  kind: 'content',
  language: 'hu',
  units: [
    unit(
      'question.1.text',
      'Hello {{name}}, read <1>the rules</1> & go.',
      'Szia {{name}}, olvasd el <1>a szabályokat</1> és menj.',
    ),
    unit('question.2.text', 'Save {{count}} of {{count}} answers', '{{count}} / {{count}} válasz mentése', { state: 'reviewed' }),
    unit('question.3.text', 'Pick exactly one', 'Válasszon egyet', { state: 'needs-review', previousSource: 'Pick one' }),
    unit('question.4.text', 'Not translated yet', undefined),
    unit('option.5.text', 'Right <br/>now', 'Most <br/>rögtön'),
  ],
};
