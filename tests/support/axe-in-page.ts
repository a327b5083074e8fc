import axe from 'axe-core';
import type { Page } from 'playwright-core';

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Runs axe-core (every WCAG 2.0/2.1/2.2 A and AA rule, contrast included) in a real Chromium page. */
export async function axeInPage(page: Page, context = 'document'): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the app's strict CSP (no inline script) stays on.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ tags, selector }) => {
      const target = selector === 'document' ? document : (document.querySelector(selector) ?? document);
      // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page as a global
      const results = await (window as any).axe.run(target, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations.map(
        (v: { id: string; help: string; nodes: Array<{ target: string[]; failureSummary?: string }> }) =>
          `${v.id}: ${v.help} -> ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join('; ')}`,
      );
    },
    { tags: wcagTags, selector: context },
  );
}
