import type { Page } from 'playwright-core';

/** The snackbar's card (a button with the message) and every control of the page it covers. */
export function coveredBySnackbar(page: Page, message: string) {
  return page.evaluate((text) => {
    const card = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes(text) && b.dataset.phase);
    if (!card) return null;
    const box = card.getBoundingClientRect();
    const covered = [...document.querySelectorAll<HTMLElement>('a, button, input, select, textarea, [role="combobox"]')]
      .filter((el) => el !== card && !card.contains(el) && !el.closest('[inert]') && el.checkVisibility())
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom;
      })
      .map((el) => `${el.tagName.toLowerCase()}: ${(el.textContent || el.getAttribute('aria-label') || el.id).trim()}`);
    return covered;
  }, message);
}
