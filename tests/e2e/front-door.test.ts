import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import siteConfig from '../../site.config.json';
import de from '../../locales/de/translation.json';
import en from '../../locales/en/translation.json';
import { axeInPage } from '../support/axe-in-page';
import { appReady } from '../support/browser';
import { loggedInContext } from '../support/e2e-accounts';
import { withRealApp } from '../support/real-app';

/** The front door (docs/decisions/around-the-happy-path.md, "Front door"): the EU emblem, mailto addresses, the guides link, aligned edges, a staff name. */
const staff = { email: 'front-door.staff@example.org', password: 'a quiet harbour at dawn' };
const app = withRealApp({ env: { STAFF_EMAIL: staff.email, STAFF_PASSWORD: staff.password } });
const { organisation } = siteConfig;

async function openPage(path: string, options: { width?: number; language?: string } = {}) {
  const context = await app.browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 } });
  await context.addInitScript((lng) => window.localStorage.setItem('language', lng), options.language ?? 'en');
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  await page.goto(`${app.server.url}${path}`);
  await appReady(page);
  return { page, problems, close: () => context.close() };
}

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not on the page`);
  return found;
};

describe('the EU funding emblem in the footer', () => {
  it.each([1280, 390])('at %i px: a loaded 3:2 flag with "Co-funded by the European Union" on its right', async (width) => {
    const { page, problems, close } = await openPage('/', { width });
    const funding = page.locator('footer [data-eu-funding]');
    const emblem = funding.getByRole('img', { name: en.FOOTER.EU_EMBLEM_ALT });
    await emblem.scrollIntoViewIfNeeded();
    expect(await emblem.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const flag = (await emblem.boundingBox())!;
    expect(flag.width / flag.height).toBeCloseTo(1.5, 1);
    const text = funding.getByText(en.FOOTER.CO_FUNDED, { exact: true });
    const line = (await text.boundingBox())!;
    expect(line.x).toBeGreaterThanOrEqual(flag.x + flag.width);
    // Beside it, not below: the text's middle lies within the flag's height.
    expect(line.y + line.height / 2).toBeGreaterThan(flag.y);
    expect(line.y + line.height / 2).toBeLessThan(flag.y + flag.height);
    expect(problems).toEqual([]);
    await close();
  });

  it('has its alternative text in the page language', async () => {
    const { page, close } = await openPage('/', { language: 'de' });
    await page.locator('footer').getByRole('img', { name: de.FOOTER.EU_EMBLEM_ALT }).waitFor();
    await page.locator('footer').getByText(de.FOOTER.CO_FUNDED, { exact: true }).waitFor();
    await close();
  });
});

describe('the addresses to write to', () => {
  it.each([
    ['/', 'footer', [organisation.contactEmail]],
    ['/gdpr', 'main', [organisation.contactEmail, organisation.dpoEmail]],
    ['/accessibility', 'main', [organisation.accessibilityEmail]],
  ])('%s shows them in its %s as mailto links', async (path, region, addresses) => {
    const { page, close } = await openPage(path);
    for (const address of addresses) {
      const link = page.locator(region).getByRole('link', { name: address, exact: true }).first();
      expect(await link.getAttribute('href')).toBe(`mailto:${address}`);
    }
    await close();
  });
});

describe('the guides', () => {
  it('are linked from the footer', async () => {
    const { page, close } = await openPage('/');
    await page.getByRole('navigation', { name: en.NAV.FOOTER }).getByRole('link', { name: en.GUIDES.TITLE }).click();
    await page.waitForURL(`${app.server.url}/guides`);
    await page.getByRole('heading', { level: 1, name: en.GUIDES.TITLE }).waitFor();
    await close();
  });

  it('are linked from the phone menu', async () => {
    const { page, close } = await openPage('/', { width: 390 });
    await page.getByRole('button', { name: en.NAV.OPEN_MENU }).click();
    await page.getByRole('dialog').getByRole('link', { name: en.GUIDES.TITLE }).click();
    await page.waitForURL(`${app.server.url}/guides`);
    await page.getByRole('heading', { level: 1, name: en.GUIDES.TITLE }).waitFor();
    await close();
  });
});

describe('on wide screens the left edges line up', () => {
  // The logo's white plate, the page's heading and the footer's first link start at the same x.
  const pagesToCheck = ['/', '/guides', '/gdpr', '/accessibility', '/login', '/register'];
  it.each([1280, 1920])('at %i px', async (width) => {
    const { page, close } = await openPage('/', { width });
    const misaligned: string[] = [];
    for (const path of pagesToCheck) {
      await page.goto(`${app.server.url}${path}`);
      await appReady(page);
      const logo = (await page.locator('header img').first().locator('..').boundingBox())!.x;
      const heading = (await box(page, 'main h1')).x;
      const footer = (await box(page, 'footer a')).x;
      if (Math.abs(heading - logo) > 1 || Math.abs(footer - logo) > 1) {
        misaligned.push(`${path}: logo ${logo}, h1 ${heading}, footer ${footer}`);
      }
    }
    expect(misaligned).toEqual([]);
    await close();
  });
});

describe('given a staff account made from the command line (first name "Staff", nothing else)', () => {
  it('its member sets their name on the profile page, and the menu shows it', async () => {
    const context = await loggedInContext(app.browser, app.server, staff);
    const page = await context.newPage();
    await page.goto(`${app.server.url}/profile`);
    await appReady(page);
    await page.getByRole('button', { name: /^Staff\s*$/ }).waitFor();
    await page.getByRole('button', { name: en.PROFILE.EDIT }).click();
    await page.getByText(en.PROFILE.STAFF_DETAILS_OPTIONAL).waitFor();
    await page.getByRole('textbox', { name: en.ACCOUNT.FIELDS.FIRST_NAME }).fill('Ana');
    await page.getByRole('textbox', { name: en.ACCOUNT.FIELDS.LAST_NAME }).fill('Novak');
    expect(await axeInPage(page)).toEqual([]);
    await page.getByRole('button', { name: en.PROFILE.SAVE }).click();
    await page.getByRole('button', { name: en.PROFILE.EDIT }).waitFor();
    await page.getByRole('button', { name: 'Ana Novak' }).waitFor();
    // Stored: a new page load shows it too.
    await page.reload();
    await appReady(page);
    await page.getByRole('button', { name: 'Ana Novak' }).waitFor();
    await context.close();
  });
});
