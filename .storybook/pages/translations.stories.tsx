import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { languages } from '../../contract/languages';
import { localeResources } from '../i18n';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(tree ?? {})) {
    if (typeof v === 'string') out[prefix + k] = v;
    else Object.assign(out, flatten(v, `${prefix}${k}.`));
  }
  return out;
}

/**
 * Every key of the locales side by side in the 10 languages, for partners reviewing translations.
 * A missing value and a value identical to English (likely untranslated) are marked in words, not only colour.
 */
function TranslationsTable() {
  const [filter, setFilter] = useState('');
  const flat = useMemo(
    () => Object.fromEntries(languages.map((l) => [l.code, flatten((localeResources[l.code] ?? {}) as Tree)])),
    [],
  );
  const keys = Object.keys(flat.en ?? {}).filter((k) => k.toLowerCase().includes(filter.toLowerCase()));
  const missingCount = languages.reduce((n, l) => n + keys.filter((k) => !flat[l.code]?.[k]).length, 0);
  return (
    <div>
      <h1 className="font-heading text-3xl font-bold">Translations</h1>
      <p className="mt-2">
        {keys.length} keys × {languages.length} languages. Missing values: {missingCount}. Cells marked “same as English” may be
        untranslated.
      </p>
      <label className="mt-4 flex flex-col gap-1 font-bold" htmlFor="translation-filter">
        Filter keys
        <input
          id="translation-filter"
          className="min-h-11 max-w-md rounded-control border-2 border-border-strong bg-surface px-3 font-normal"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      </label>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it */}
      <section className="mt-4 overflow-x-auto" tabIndex={0} aria-label="Translation table">
        <table className="border-collapse text-base">
          <caption className="sr-only">Translation keys and their values in every language</caption>
          <thead>
            <tr>
              <th scope="col" className="sticky left-0 border border-border bg-surface-muted p-2 text-left">
                Key
              </th>
              {languages.map((l) => (
                <th key={l.code} scope="col" lang={l.code} className="border border-border bg-surface-muted p-2 text-left">
                  {l.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr key={key}>
                <th scope="row" className="sticky left-0 border border-border bg-surface p-2 text-left font-mono text-sm">
                  {key}
                </th>
                {languages.map((l) => {
                  const value = flat[l.code]?.[key];
                  const same = l.code !== 'en' && value === flat.en?.[key];
                  return (
                    <td
                      key={l.code}
                      lang={l.code}
                      className={`min-w-48 border border-border p-2 align-top ${!value ? 'bg-danger-soft' : ''}`}
                    >
                      {value ?? <strong className="text-danger">Missing</strong>}
                      {same && value ? <em className="block text-sm text-text-muted">same as English</em> : null}
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

const meta = {
  title: 'Overview/Translations',
  component: TranslationsTable,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TranslationsTable>;
export default meta;

export const AllKeys: StoryObj<typeof meta> = {};
