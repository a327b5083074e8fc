import { useTranslation } from 'react-i18next';
import type { ContentTopic, LocalizedText } from '../../../contract/content';
import { isLanguageCode, type LanguageCode, languages } from '../../../contract/languages';
import { StatefulQuestion } from '../../../ui/question/question.examples';
import { answerKeyOf, previewQuestion, untranslated } from './content-files';

const nameOf = (code: LanguageCode) => languages.find((l) => l.code === code)?.name ?? code;

/** A text in the chosen language; one without a translation shows its English, marked as missing. */
function Shown({ text, language }: { text: LocalizedText; language: LanguageCode }) {
  const value = text[language];
  if (value) return <>{value}</>;
  return (
    <span lang="en">
      {text.en} <strong>(missing in {nameOf(language)})</strong>
    </span>
  );
}

/**
 * One topic as respondents meet it, in the toolbar's language: every question with the real renderer (try
 * the answers) and its interface texts (answer hints such as "Choose one answer."), its answer key for
 * reviewers, and each sub-topic's rating levels with their recommendations. A text without a translation is
 * shown in English and marked. Review notes are English (and say so to screen readers): this page is for
 * the project's partners, not for respondents.
 */
export function ContentTopicPage({ topic }: { topic: ContentTopic }) {
  const { i18n } = useTranslation();
  const language: LanguageCode = isLanguageCode(i18n.language) ? i18n.language : 'en';
  let number = 0;
  return (
    <article className="flex max-w-3xl flex-col gap-8">
      <header>
        <p className="text-base" lang="en">
          Review: {topic.tool === 'wlb' ? 'work-life balance tool' : 'general tool'}, topic {topic.order}
        </p>
        <h1 className="font-heading text-3xl font-bold">
          <Shown text={topic.name} language={language} />
        </h1>
        <p className="mt-2">
          <Shown text={topic.description} language={language} />
        </p>
      </header>
      {topic.sub_topics.map((sub) => (
        <section key={sub.key} aria-labelledby={`sub-${sub.key}`} className="flex flex-col gap-8 border-t-2 border-border pt-6">
          <h2 id={`sub-${sub.key}`} className="font-heading text-2xl font-bold">
            <Shown text={sub.name} language={language} />
          </h2>
          {sub.questions.map((q) => {
            number += 1;
            const key = answerKeyOf(q, language);
            const missing = language === 'en' ? [] : untranslated(q, language);
            return (
              <div key={q.key} className="flex flex-col gap-3">
                <StatefulQuestion question={previewQuestion(q, number, sub.name, language)} number={number} />
                <div className="rounded-control border-2 border-border bg-surface-muted p-3 text-base">
                  <p className="font-bold" lang="en">
                    Review: {q.type}
                    {q.evaluated ? ', evaluated' : ', not evaluated'}, key “{q.key}”
                  </p>
                  {missing.length > 0 && (
                    <p lang="en">
                      <strong>Missing or same as English:</strong> {missing.join(', ')}
                    </p>
                  )}
                  {key.length > 0 && (
                    <ul className="mt-1 list-disc pl-6">
                      {key.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  )}
                </div>
              </div>
            );
          })}
          <section aria-labelledby={`levels-${sub.key}`} className="flex flex-col gap-3">
            <h3 id={`levels-${sub.key}`} className="font-heading text-xl font-bold">
              <span lang="en">Rating levels:</span> <Shown text={sub.name} language={language} />
            </h3>
            <ol className="flex flex-col gap-3">
              {sub.levels.map((level, index) => (
                <li key={index} className="rounded-control border-2 border-border bg-surface p-3">
                  <p className="font-bold">
                    {index + 1}. <Shown text={level.title} language={language} />
                  </p>
                  <p>
                    <Shown text={level.recommendation} language={language} />
                  </p>
                </li>
              ))}
            </ol>
          </section>
        </section>
      ))}
    </article>
  );
}
