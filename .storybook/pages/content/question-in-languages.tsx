import type { ContentQuestion, ContentSubTopic } from '../../../contract/content';
import { languages } from '../../../contract/languages';
import { StatefulQuestion } from '../../../ui/question/question.examples';
import { previewQuestion, untranslated } from './content-files';
import { InLanguage } from './in-language';

/**
 * One question rendered in all 10 languages at once, each with its own interface texts (answer hints
 * included); texts missing or identical to English are named.
 */
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
            <InLanguage code={l.code}>
              <StatefulQuestion question={previewQuestion(question, number, sub.name, l.code)} number={number} />
            </InLanguage>
          </section>
        );
      })}
    </div>
  );
}
