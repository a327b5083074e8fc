import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { kindOf, progressOf, type QuestionKind, questionBox, type translate } from './survey-journey';

/** Presses Tab until the element has the focus (keyboard only: no clicks). */
export async function tabTo(page: Page, target: Locator, limit = 80) {
  const handle = await target.elementHandle();
  if (!handle) throw new Error('no such element');
  for (let i = 0; i < limit; i++) {
    if (await handle.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element never received the focus');
}

/** Answers the question on screen with the keyboard only (Tab, Space, arrows); returns its kind. */
export async function answerByKeyboard(page: Page, t: ReturnType<typeof translate>) {
  const box = questionBox(page);
  const kind = await kindOf(page, t);
  switch (kind) {
    case 'TXT':
      await tabTo(page, box.locator('textarea'));
      await page.keyboard.type('Typed with the keyboard only.');
      break;
    case 'ASG': {
      const selects = box.locator('select');
      for (let i = 0; i < (await selects.count()); i++) {
        await tabTo(page, selects.nth(i));
        await page.keyboard.press('ArrowDown');
      }
      break;
    }
    case 'MCA':
      await tabTo(page, box.getByRole('checkbox').first());
      await page.keyboard.press('Space');
      break;
    case 'DND': {
      // dnd-kit's keyboard sensor: pick the first item up with Space, move it down, drop it with Space.
      const handle = box.getByRole('button', { name: new RegExp(t('QUESTION.DRAG-ITEM', { item: '' })) }).first();
      await tabTo(page, handle);
      await page.keyboard.press('Space');
      await box.locator('[data-dragging]').first().waitFor();
      // dnd-kit measures the items on the frame after the pick-up; moving earlier has nowhere to go.
      // A press that comes before that measurement is lost, as it would be for a person, who then presses
      // again: so press until dnd-kit's live region says the item is over place 2 (each press is checked).
      const movedToSecond = new RegExp(t('QUESTION.DND-OVER', { item: '.*', position: 2, total: '\\d+' }));
      const liveRegion = page.locator('[id^="DndLiveRegion"]');
      for (let press = 0; press < 5; press++) {
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        await page.keyboard.press('ArrowDown');
        const moved = await liveRegion
          .filter({ hasText: movedToSecond })
          .waitFor({ timeout: 2000 })
          .then(
            () => true,
            () => false,
          );
        if (moved) break;
      }
      await expect.poll(() => liveRegion.textContent()).toMatch(movedToSecond);
      await page.keyboard.press('Space');
      await box.locator('[data-dragging]').first().waitFor({ state: 'detached' });
      break;
    }
    default:
      await tabTo(page, box.getByRole('radio').first());
      await page.keyboard.press('Space');
  }
  return kind;
}

/**
 * Answers the open questionnaire by keyboard from the question on screen (the first open one) until `until`
 * are answered, pressing Next after each; with every question answered it presses Complete after the last,
 * otherwise it stays on the last one answered (for Save and exit). Returns the kinds of question met.
 */
export async function answerQuestionsByKeyboard(page: Page, t: ReturnType<typeof translate>, until?: number) {
  const { total, answered: from } = await progressOf(page);
  const last = until ?? total;
  const kinds = new Set<QuestionKind>();
  for (let answered = from + 1; answered <= last; answered++) {
    const kind = await answerByKeyboard(page, t);
    kinds.add(kind);
    await expect
      .poll(async () => (await progressOf(page)).answered, { timeout: 5000, message: `a ${kind} question` })
      .toBe(answered);
    if (answered === last && last < total) break;
    const button = page.getByRole('button', { name: t(answered < total ? 'SURVEY.NEXT' : 'SURVEY.COMPLETE'), exact: true });
    await tabTo(page, button);
    const before = new URL(page.url()).searchParams.get('question-id');
    await page.keyboard.press('Enter');
    // The next question must be on the page before its kind is read and its controls are sought.
    if (answered < total) await expect.poll(() => new URL(page.url()).searchParams.get('question-id')).not.toBe(before);
  }
  return kinds;
}
