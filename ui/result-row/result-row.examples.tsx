import type { ResultRowProps } from './result-row';

const safety: ResultRowProps = {
  number: 4,
  subTopicName: 'Safety',
  levels: 3,
  current: { actualPoints: 10 / 3, totalPoints: 5, level: 2, levelTitle: 'Good basics' },
  recommendation:
    'Turn on two-step login for your e-mail. Ask a colleague or your library for a short course on spotting fake messages.',
  previous: { actualPoints: 1.25, totalPoints: 5, level: 1, levelTitle: 'Getting started' },
};

/** Named examples shared by the stories, the render tests and the axe loop. */
export const resultRowExamples = {
  current: safety,
  previousShown: { ...safety, showPrevious: true },
  firstAttempt: { ...safety, previous: null, showPrevious: true },
  highestLevel: {
    number: 1,
    subTopicName: 'Information and data',
    levels: 3,
    current: { actualPoints: 6, totalPoints: 6, level: 3, levelTitle: 'Confident' },
    recommendation: 'Share what you know: show a colleague how you search for and check information online.',
  },
  lowestLevel: {
    number: 2,
    subTopicName: 'Problem solving',
    levels: 3,
    current: { actualPoints: 0, totalPoints: 4, level: 1, levelTitle: 'Getting started' },
    recommendation: 'Pick one small task, such as updating an app, and do it together with someone who can help.',
  },
  longGerman: {
    number: 3,
    subTopicName: 'Datenschutzsicherheitsvorkehrungen am Arbeitsplatz',
    levels: 3,
    current: { actualPoints: 2.45, totalPoints: 4, level: 2, levelTitle: 'Grundkenntnisse vorhanden' },
    recommendation:
      'Aktivieren Sie die Zwei-Faktor-Authentifizierung und besuchen Sie eine Datenschutzweiterbildungsveranstaltung Ihres Arbeitgebers.',
    previous: { actualPoints: 1.5, totalPoints: 4, level: 1, levelTitle: 'Erste Schritte' },
    showPrevious: true,
  },
  cyrillic: {
    number: 1,
    subTopicName: 'Комуникация и сътрудничество',
    levels: 3,
    current: { actualPoints: 3.5, totalPoints: 5, level: 2, levelTitle: 'Добра основа' },
    recommendation: 'Опитайте видеоразговор с член на семейството тази седмица.',
    previous: { actualPoints: 2, totalPoints: 5, level: 1, levelTitle: 'Първи стъпки' },
    showPrevious: true,
  },
} satisfies Record<string, ResultRowProps>;
