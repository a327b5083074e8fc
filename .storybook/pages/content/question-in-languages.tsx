import { type ContentQuestion, type ContentSubTopic, questionTexts } from '../../../contract/content';
import { type LanguageCode, languages } from '../../../contract/languages';
import { StatefulQuestion } from '../../../ui/question/question.examples';
import { previewQuestion } from './content-files';

/** The texts of one question that are missing or the same as English in `code`. */
function untranslated(question: ContentQuestion, code: LanguageCode): string[] {
  return [...questionTexts(question, question.key)]
    .filter(({ text }) => !text[code] || (code !== 'en' && text[code] === text.en))
    .map(({ where }) => where);
}

/** One question rendered in all 10 languages at once; texts missing or identical to English are named. */
export function QuestionInLanguages({
  question,
  sub,
  number,
}: {
  question: ContentQuestion;
  sub: ContentSubTopic;
  number: number;
}) {
  return (
    <div className="flex flex-col gap-8">
      {languages.map((l) => {
        const flagged = untranslated(question, l.code);
        return (
          <section key={l.code} lang={l.code} aria-label={l.name} className="border-b-2 border-border pb-6">
            <p className="font-bold">
              {l.label} – {l.name}
            </p>
            {flagged.length > 0 && (
              <p lang="en">
                <strong>Missing or same as English:</strong> {flagged.join(', ')}
              </p>
            )}
            <StatefulQuestion question={previewQuestion(question, number, sub.name, l.code)} number={number} />
          </section>
        );
      })}
    </div>
  );
}
