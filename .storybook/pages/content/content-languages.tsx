import { type ContentTopic, type LocalizedText, localizedTextsOf } from '../../../contract/content';
import { languages } from '../../../contract/languages';

/**
 * Every text of one topic in all 10 languages side by side. A missing text and a text identical to English
 * are marked in words (not only colour), so a partner sees at a glance what is left to translate.
 */
export function ContentLanguagesTable({ topic }: { topic: ContentTopic }) {
  const rows = [...localizedTextsOf(topic)];
  const marks = (text: LocalizedText) =>
    languages.filter((l) => !text[l.code] || (l.code !== 'en' && text[l.code] === text.en)).length;
  const flagged = rows.reduce((n, row) => n + marks(row.text), 0);
  return (
    <div>
      <h1 className="font-heading text-3xl font-bold">{topic.name.en}: every text in 10 languages</h1>
      <p className="mt-2">
        {rows.length} texts × {languages.length} languages. Missing or same as English: {flagged}.
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it */}
      <section className="mt-4 overflow-x-auto" tabIndex={0} aria-label="Texts in every language">
        <table className="border-collapse text-base">
          <caption className="sr-only">Each text of the topic and its wording in every language</caption>
          <thead>
            <tr>
              <th scope="col" className="border border-border bg-surface-muted p-2 text-left">
                Where
              </th>
              {languages.map((l) => (
                <th key={l.code} scope="col" className="border border-border bg-surface-muted p-2 text-left">
                  {l.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ where, text }) => (
              <tr key={where}>
                <th scope="row" className="border border-border p-2 text-left align-top font-normal">
                  {where}
                </th>
                {languages.map((l) => {
                  const value = text[l.code];
                  const same = l.code !== 'en' && value === text.en;
                  return (
                    <td key={l.code} lang={l.code} className="min-w-48 border border-border p-2 align-top">
                      {value ?? <strong>Missing</strong>}
                      {same && <strong className="block">Same as English</strong>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
