import axe from 'axe-core';

/** The WCAG 2.0, 2.1 and 2.2 A and AA rule sets of docs/conventions.md. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Runs axe on a rendered container in jsdom. Colour contrast cannot be computed without layout, so it is
 * left to the story sweep in Chromium (tests/stories), which runs every rule.
 */
export async function axeViolations(container: Element) {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: wcagTags },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
