/**
 * The staff area's answers (issue 12). Spec section 8 names 'Question created successfully' and
 * 'Question updated successfully'; the others are our own keys. Every `en` is translated in all 10 locales
 * under BACKEND-RESPONSES.<en>.
 */
export const staffMessages = {
  topicMissing: { en: 'This topic does not exist', cz: 'Toto téma neexistuje' },
  subTopicMissing: { en: 'This subtopic does not exist', cz: 'Toto podtéma neexistuje' },
  questionMissing: { en: 'This question does not exist', cz: 'Tato otázka neexistuje' },
  typeFixed: {
    en: 'The type of a question cannot be changed',
    cz: 'Typ otázky nelze změnit',
  },
  questionCreated: { en: 'Question created successfully', cz: 'Otázka byla úspěšně vytvořena' },
  questionUpdated: { en: 'Question updated successfully', cz: 'Otázka byla úspěšně aktualizována' },
} as const;
