import { cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoadingFramePath } from '../../contract/prerendered-pages';
import { languageDateRecipe } from '../../ui/lib/date-recipe-builder';
import { formatDateTime } from '../../ui/lib/intl-format';
import { sampleSurvey } from '../features/survey/test-support/survey-fixtures';
import { appContainer } from './first-paint-handover';
import { paintFirstQuestion } from './first-question-paint';
import { paintFirstResult } from './first-result-paint';
import { firstScreenTemplateId } from './first-screen-slots';
import { FirstScreenTemplate } from './first-screen-templates';
import { appRenderingMark, firstScreenMark } from './html-marks';

/** The first screen's template of a page, as the build renders it from the page's components. */
function templateOf(path: LoadingFramePath): string {
  const markup = render(createElement(FirstScreenTemplate, { path })).container.innerHTML;
  cleanup();
  return markup;
}

/**
 * A signed-in page's loading frame as the build renders it: header, the page's loading state, footer, and the
 * template of its first screen.
 */
function loadingFrame(
  loading = '<section aria-busy="true" aria-label="Loading"><span>Loading…</span></section>',
  { path = '/questionnaire' as LoadingFramePath, language = 'en' } = {},
) {
  const template = templateOf(path);
  document.documentElement.lang = language;
  document.body.innerHTML = `<div id="root" inert aria-disabled="true"><header>Header</header><main id="main">${loading}</main><footer>Footer</footer></div><template id="${firstScreenTemplateId}">${template}</template>`;
  const recipe = languageDateRecipe(language);
  if (recipe) document.getElementById(firstScreenTemplateId)?.setAttribute('data-date-recipe', JSON.stringify(recipe));
}

const resultFrame = (loading?: string, language = 'en') => loadingFrame(loading, { path: '/result', language });

/** Lets the mutation observer's callback run (jsdom delivers it after the current task's microtasks). */
const mutationsSeen = () => new Promise((resolve) => setTimeout(resolve, 0));

const drawnText = (selector: string) => document.querySelector(`#main ${selector}`)?.textContent;

beforeEach(() => loadingFrame());
afterEach(() => {
  delete document.documentElement.dataset[firstScreenMark];
  delete document.documentElement.dataset[appRenderingMark];
  document.body.innerHTML = '';
});

describe('paintFirstQuestion', () => {
  it('draws the topic and the question the page opens at, numbered, with its sub-topic, in place of the loading state', () => {
    const survey = sampleSurvey();
    survey.questions[0] = { ...survey.questions[0], type: 'OCA', answered: 11 } as (typeof survey.questions)[0];
    expect(paintFirstQuestion(survey, '?topic-id=7')).toBe(true);
    // The first unanswered question, as the page opens (openingIndex).
    expect(drawnText('h1')).toBe('Digital skills at work');
    expect(drawnText('h2')).toBe('2. Many?');
    const lines = [...document.querySelectorAll('#main p')].map((line) => line.textContent);
    expect(lines.some((line) => line?.endsWith('Digital skills'))).toBe(true);
    expect(document.querySelector('#main > section')?.getAttribute('aria-busy')).toBe('true');
    expect(document.querySelector('#main [aria-label="Loading"]')).toBeNull();
    expect(document.querySelector('header')?.textContent).toBe('Header');
    expect(document.documentElement.dataset[firstScreenMark]).toBe('');
  });

  it('opens at the question the address names', () => {
    expect(paintFirstQuestion(sampleSurvey(), '?topic-id=7&question-id=3')).toBe(true);
    expect(drawnText('h2')).toBe('3. Say?');
  });

  it('shows markup in the answer as text, never as elements', () => {
    const survey = sampleSurvey({ topic: { pk: 7, name: '<b>Bold</b>', wlb: false } });
    survey.questions[0] = { ...survey.questions[0]!, text: '<img src=x onerror=alert(1)>' } as (typeof survey.questions)[0];
    paintFirstQuestion(survey, '');
    expect(drawnText('h2')).toBe('1. <img src=x onerror=alert(1)>');
    expect(document.querySelector('#main img, #main b')).toBeNull();
  });

  it('draws nothing for an answer that is not a survey, or a survey without questions', () => {
    for (const answer of [null, { message: 'not found' }, { topic: { name: 'T' }, questions: [{ text: 1 }] }]) {
      expect(paintFirstQuestion(answer, '')).toBe(false);
    }
    expect(paintFirstQuestion(sampleSurvey({ questions: [] }), '')).toBe(false);
    expect(drawnText('[aria-label="Loading"]')).toBe('Loading…');
    expect(document.documentElement.dataset[firstScreenMark]).toBeUndefined();
  });

  it('draws nothing once the app renders: its answer came too late, and the loading state is React’s', () => {
    document.documentElement.dataset[appRenderingMark] = '';
    expect(paintFirstQuestion(sampleSurvey(), '')).toBe(false);
    expect(paintFirstResult([{ topic: { name: 'Well-being' } }])).toBe(false);
    expect(drawnText('[aria-label="Loading"]')).toBe('Loading…');
  });

  it('draws nothing where the frame shows no loading state', () => {
    loadingFrame('<p>Something else</p>');
    expect(paintFirstQuestion(sampleSurvey(), '')).toBe(false);
    expect(drawnText('p')).toBe('Something else');
  });
});

describe('paintFirstResult', () => {
  beforeEach(() => resultFrame());

  it('draws the shown attempt’s topic as the heading, in place of the guard’s waiting state', () => {
    resultFrame('<div aria-busy="true"><span>spinner</span></div>');
    expect(paintFirstResult([{ topic: { name: 'Well-being' } }, { topic: { name: 'Older' } }])).toBe(true);
    expect(drawnText('h1')).toBe('Well-being');
    expect(document.querySelector('#main [aria-busy="true"] span')).toBeNull();
  });

  it('draws the page’s name and the completion date as the app writes them (the same formatter)', () => {
    const completedAt = '2026-03-12T14:05:09Z';
    expect(paintFirstResult([{ topic: { name: 'Well-being' }, completed_at: completedAt }])).toBe(true);
    const lines = [...document.querySelectorAll('#main p')].map((line) => line.textContent);
    expect(lines).toEqual(['Your result', `Completed on ${formatDateTime(completedAt, 'en')}`]);
    expect(drawnText('h1')).toBe('Well-being');
    expect(document.querySelector('#main [id]')).toBeNull();
  });

  it('keeps the completion line’s place, out of sight, without a date in the answer', () => {
    expect(paintFirstResult([{ topic: { name: 'Well-being' } }])).toBe(true);
    const line = [...document.querySelectorAll('#main p')][1];
    expect(line?.classList.contains('invisible')).toBe(true);
    expect(line?.textContent).not.toContain('⟦');
  });

  it('draws nothing for an empty or unexpected answer', () => {
    for (const answer of [[], {}, [{ topic: {} }], 'text']) expect(paintFirstResult(answer)).toBe(false);
    expect(drawnText('span')).toBe('Loading…');
  });
});

describe('appContainer: the app takes the drawn first screen’s place', () => {
  afterEach(() => vi.useRealTimers());

  it('is #root itself when nothing was drawn', () => {
    const root = document.getElementById('root');
    expect(appContainer()).toBe(root);
    expect(document.querySelectorAll('#root')).toHaveLength(1);
  });

  it('keeps the drawing in front while the app shows its loading state, and swaps once it shows the page', async () => {
    paintFirstQuestion(sampleSurvey(), '');
    const container = appContainer();
    const drawing = document.getElementById('first-paint');
    expect(drawing?.querySelector('h2')?.textContent).toBe('1. One?');
    expect(container.id).toBe('root');
    expect(container.dataset.handover).toBe('');
    expect(drawing?.nextElementSibling).toBe(container);

    container.innerHTML = '<header></header><main id="main"><section aria-busy="true">Loading</section></main>';
    await mutationsSeen();
    expect(document.getElementById('first-paint')).not.toBeNull();
    expect(container.dataset.handover).toBe('');

    container.querySelector('main')!.innerHTML = '<section><h1>Digital skills at work</h1></section>';
    await mutationsSeen();
    expect(document.getElementById('first-paint')).toBeNull();
    expect(container.dataset.handover).toBeUndefined();
    expect(document.documentElement.dataset[firstScreenMark]).toBeUndefined();
  });

  it('swaps after five seconds at the latest, whatever the app shows', () => {
    vi.useFakeTimers();
    paintFirstResult([{ topic: { name: 'Well-being' } }]);
    const container = appContainer();
    container.innerHTML = '<main id="main"><div aria-busy="true"></div></main>';
    vi.advanceTimersByTime(4_999);
    expect(document.getElementById('first-paint')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.getElementById('first-paint')).toBeNull();
    expect(container.dataset.handover).toBeUndefined();
  });
});
