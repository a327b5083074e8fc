import { useTranslation } from 'react-i18next';
import { type ContentTopic, textIn } from '../../../contract/content';
import { isLanguageCode, type LanguageCode } from '../../../contract/languages';
import { StatefulQuestion } from '../../../ui/question/question.examples';
import { answerKeyOf, previewQuestion } from './content-files';

/**
 * One topic as respondents meet it, in the toolbar's language: every question with the real renderer (try
 * the answers), its answer key for reviewers, and each sub-topic's rating levels with their recommendations.
 * Review notes are English: this page is for the project's partners, not for respondents.
 */
export function ContentTopicPage({ topic }: { topic: ContentTopic }) {
  const { i18n } = useTranslation();
  const language: LanguageCode = isLanguageCode(i18n.language) ? i18n.language : 'en';
  let number = 0;
  return (
    <article className="flex max-w-3xl flex-col gap-8">
      <header>
        <p className="text-base">
          Review: {topic.tool === 'wlb' ? 'work-life balance tool' : 'general tool'}, topic {topic.order}
        </p>
        <h1 className="font-heading text-3xl font-bold">{textIn(topic.name, language)}</h1>
        <p className="mt-2">{textIn(topic.description, language)}</p>
      </header>
      {topic.sub_topics.map((sub) => (
        <section key={sub.key} aria-labelledby={`sub-${sub.key}`} className="flex flex-col gap-8 border-t-2 border-border pt-6">
          <h2 id={`sub-${sub.key}`} className="font-heading text-2xl font-bold">
            {textIn(sub.name, language)}
          </h2>
          {sub.questions.map((q) => {
            number += 1;
            const key = answerKeyOf(q, language);
            return (
              <div key={q.key} className="flex flex-col gap-3">
                <StatefulQuestion question={previewQuestion(q, number, sub.name, language)} number={number} />
                <div className="rounded-control border-2 border-border bg-surface-muted p-3 text-base">
                  <p className="font-bold">
                    Review: {q.type}
                    {q.evaluated ? ', evaluated' : ', not evaluated'}, key “{q.key}”
                  </p>
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
              Rating levels: {textIn(sub.name, language)}
            </h3>
            <ol className="flex flex-col gap-3">
              {sub.levels.map((level, index) => (
                <li key={index} className="rounded-control border-2 border-border bg-surface p-3">
                  <p className="font-bold">
                    {index + 1}. {textIn(level.title, language)}
                  </p>
                  <p>{textIn(level.recommendation, language)}</p>
                </li>
              ))}
            </ol>
          </section>
        </section>
      ))}
    </article>
  );
}
