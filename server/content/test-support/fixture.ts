import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ContentTopicInput, LocalizedText } from '../../../contract/content';

/** A text in all 10 languages, marked with the language so copies of English are not made by accident. */
export const allLanguages = (en: string): LocalizedText => ({
  en,
  cs: `${en} (cs)`,
  sk: `${en} (sk)`,
  de: `${en} (de)`,
  hu: `${en} (hu)`,
  hr: `${en} (hr)`,
  bg: `Текст ${en.length}`,
  sl: `${en} (sl)`,
  sr: `Текст ${en.length}`,
  bs: `${en} (bs)`,
});

const t = allLanguages;
const levels = [1, 2, 3].map((n) => ({ title: t(`Level ${n}`), recommendation: t(`Do step ${n} next.`) }));

/** A small topic with one question of every type, for tests of the loader and of survey taking. */
export function fixtureTopic(key = 'fixture', tool: 'general' | 'wlb' = 'general'): ContentTopicInput {
  return {
    key,
    tool,
    order: 1,
    name: t(`Topic ${key}`),
    description: t(`About ${key}`),
    sub_topics: [
      {
        key: 'first',
        name: t('First part'),
        levels,
        questions: [
          {
            key: 'oca',
            type: 'OCA',
            text: t('Pick one'),
            images: [{ url: '/content/images/example.svg', alt: t('An example picture') }],
            options: [
              { key: 'a', text: t('Right'), correct: true },
              { key: 'b', text: t('Wrong') },
              { key: 'c', text: t('Also wrong') },
            ],
          },
          {
            key: 'mca',
            type: 'MCA',
            can_be_none: true,
            text: t('Pick some'),
            options: [
              { key: 'a', text: t('Yes one'), correct: true },
              { key: 'b', text: t('Yes two'), correct: true },
              { key: 'c', text: t('No three') },
              { key: 'd', text: t('No four') },
            ],
          },
          { key: 'txt', type: 'TXT', text: t('Tell us') },
        ],
      },
      {
        key: 'second',
        name: t('Second part'),
        levels,
        questions: [
          {
            key: 'dnd',
            type: 'DND',
            text: t('Put in order'),
            items: [
              { key: 'one', text: t('Step one') },
              { key: 'two', text: t('Step two') },
              { key: 'three', text: t('Step three') },
              { key: 'four', text: t('Step four') },
            ],
          },
          {
            key: 'scl',
            type: 'SCL',
            text: t('Rate yourself'),
            grades: ['Never', 'Rarely', 'Sometimes', 'Often', 'Always'].map((g, i) => ({ key: `g${i}`, text: t(g) })),
          },
          {
            key: 'asg',
            type: 'ASG',
            text: t('Match them'),
            options: [
              { key: 'x', text: t('Option x') },
              { key: 'y', text: t('Option y') },
            ],
            rows: [
              { key: 'r1', text: t('Row one'), correct: 'x' },
              { key: 'r2', text: t('Row two'), correct: 'y' },
              { key: 'r3', text: t('Row three'), correct: 'x' },
            ],
          },
        ],
      },
    ],
  };
}

/** A temporary content folder holding the given topics as files; `remove()` deletes it. */
export function contentFolder(files: Record<string, unknown>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'survey-content-'));
  for (const [name, body] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, name), typeof body === 'string' ? body : JSON.stringify(body, null, 2));
  }
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
