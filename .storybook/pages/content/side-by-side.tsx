import type { ReactNode } from 'react';
import { type ContentTopic, type LocalizedText, textIn } from '../../../contract/content';
import { type LanguageCode, languages } from '../../../contract/languages';
import { StatefulQuestion } from '../../../ui/question/question.examples';
import { previewQuestion, untranslated } from './content-files';
import { InLanguage } from './in-language';

const languageOf = (code: LanguageCode) => languages.find((l) => l.code === code) ?? languages[0]!;

/** Two cells of one row, the left language's and the right one's, each in its own language. */
function Pair({ codes, cell }: { codes: [LanguageCode, LanguageCode]; cell: (code: LanguageCode) => ReactNode }) {
  return (
    <div className="grid gap-4 desktop:grid-cols-2">
      {codes.map((code, index) => (
        <div key={`${index}-${code}`} lang={code} className="min-w-0 rounded-control border-2 border-border bg-surface p-3">
          <InLanguage code={code}>{cell(code)}</InLanguage>
        </div>
      ))}
    </div>
  );
}

/** A text in a language; without a translation its English, marked in words (the review's notes are English). */
function Shown({ text, code }: { text: LocalizedText; code: LanguageCode }) {
  if (text[code]) return <>{text[code]}</>;
  return (
    <span lang="en">
      {text.en} <strong>(missing in {languageOf(code).name})</strong>
    </span>
  );
}

/**
 * One topic in two chosen languages side by side, row by row: its name and description, each question with the
 * real question renderer in each language (answer hints included), and each sub-topic's rating levels, so a
 * partner compares a translation with its neighbour text by text. Missing texts are marked and listed.
 */
export function TopicSideBySide({ topic, left, right }: { topic: ContentTopic; left: LanguageCode; right: LanguageCode }) {
  const codes: [LanguageCode, LanguageCode] = [left, right];
  let number = 0;
  return (
    <article className="flex flex-col gap-8">
      <header className="flex flex-col gap-3">
        <h1 className="font-heading text-3xl font-bold" lang="en">
          {topic.name.en}: {languageOf(left).name} and {languageOf(right).name} side by side
        </h1>
        <Pair
          codes={codes}
          cell={(code) => (
            <>
              <p className="font-bold text-xl">
                <Shown text={topic.name} code={code} />
              </p>
              <p>
                <Shown text={topic.description} code={code} />
              </p>
            </>
          )}
        />
      </header>
      {topic.sub_topics.map((sub) => (
        <section key={sub.key} aria-label={textIn(sub.name, 'en')} className="flex flex-col gap-6 border-border border-t-2 pt-6">
          <Pair
            codes={codes}
            cell={(code) => (
              <h2 className="font-heading font-bold text-2xl">
                <Shown text={sub.name} code={code} />
              </h2>
            )}
          />
          {sub.questions.map((q) => {
            number += 1;
            const shownNumber = number;
            return (
              <Pair
                key={q.key}
                codes={codes}
                cell={(code) => (
                  <>
                    <StatefulQuestion question={previewQuestion(q, shownNumber, sub.name, code)} number={shownNumber} />
                    {untranslated(q, code).length > 0 && code !== 'en' && (
                      <p lang="en" className="mt-3 text-base">
                        <strong>Missing or same as English:</strong> {untranslated(q, code).join(', ')}
                      </p>
                    )}
                  </>
                )}
              />
            );
          })}
          <Pair
            codes={codes}
            cell={(code) => (
              <ol className="flex flex-col gap-3">
                {sub.levels.map((level, index) => (
                  <li key={index}>
                    <p className="font-bold">
                      {index + 1}. <Shown text={level.title} code={code} />
                    </p>
                    <p>
                      <Shown text={level.recommendation} code={code} />
                    </p>
                  </li>
                ))}
              </ol>
            )}
          />
        </section>
      ))}
    </article>
  );
}
