/**
 * Lighthouse benchmark (docs/performance.md): Lighthouse in its default mobile mode (simulated slow
 * 4G, 4× CPU slowdown) drives the distribution's Chromium against the real built server (fresh DATA_DIR,
 * free port) on `/`, `/login`, `/wlb`, and, as a seeded logged-in user, a questionnaire page and the result
 * page of a completed attempt. Each page is measured three times and the median of each figure printed (issue
 * 23), with the scores and LCP, TBT, CLS and bytes; writes the HTML and JSON reports of the last run to
 * lighthouse-reports/ (git-ignored). Exits with 1 when a page misses the target (performance at least 97,
 * LCP at most 2.0 s, CLS 0). Builds nothing: run `npm run build` first. Not part of `npm test`: it measures
 * speed, which depends on the machine.
 *
 *   npm run bench:lighthouse
 *   LIGHTHOUSE_PAGES=questionnaire,result npm run bench:lighthouse   (some pages only: home, login, wlb,
 *                                                                     questionnaire, result)
 *   LIGHTHOUSE_RUNS=1 npm run bench:lighthouse                       (one run per page, to look at a trace)
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumPath } from '../support/browser';
import { startServer } from '../support/server';
import { api, completeTopic, registeredUser } from '../support/survey-journey';

const root = path.resolve(import.meta.dirname, '../..');
const reportDir = path.join(root, 'lighthouse-reports');
const target = { performance: 97, lcpMs: 2000, cls: 0 };
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'];

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
}

const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
const rows: Row[] = [];
const runsPerPage = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** Each figure's median over the runs (so a figure and its neighbour may come from different runs). */
function medianRow(runs: Row[]): Row {
  const median = (key: keyof Omit<Row, 'page'>) => {
    const values = runs.map((r) => r[key]).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)]!;
  };
  return {
    page: runs[0]!.page,
    performance: median('performance'),
    accessibility: median('accessibility'),
    bestPractices: median('bestPractices'),
    seo: median('seo'),
    fcpMs: median('fcpMs'),
    lcpMs: median('lcpMs'),
    tbtMs: median('tbtMs'),
    cls: median('cls'),
    bytes: median('bytes'),
  };
}
try {
  // The seeded user: registered and activated through the API, one topic completed.
  const token = await registeredUser(server, `lighthouse.${Date.now()}@example.org`);
  const topics = await api<{ topics: Array<{ id: number }> }>(server, token, '/api/survey/topics');
  const [done, open] = topics.data.topics.map((t) => t.id);
  if (!done || !open) throw new Error('The seeded database has fewer than two topics');
  const attempt = await completeTopic(server, token, done);

  const page = await browser.newPage();
  const run = async (name: string, address: string, signedIn: boolean) => {
    if (signedIn) {
      // Lighthouse's storage reset would drop the token: empty the HTTP cache, the service worker and its
      // caches and the storage (the last run's survey draft), then sign in by hand.
      await page.goto(`${server.url}/locales/en/translation.json`);
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', { origin: server.url, storageTypes: 'all' });
      await cdp.detach();
      await page.evaluate((tok) => {
        localStorage.setItem('token', tok);
        localStorage.setItem('language', 'en');
      }, token);
    }
    const result = await lighthouse(
      `${server.url}${address}`,
      { output: ['html', 'json'], logLevel: 'error', disableStorageReset: signedIn },
      undefined,
      page as unknown as Parameters<typeof lighthouse>[3],
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${address}`);
    const { lhr, report } = result;
    // Lighthouse's own failure to record the load (NO_NAVSTART, seen on a busy machine) is no figure of the page.
    if (lhr.runtimeError) return lhr.runtimeError.code;
    fs.mkdirSync(reportDir, { recursive: true });
    const [html, json] = Array.isArray(report) ? report : [report, ''];
    fs.writeFileSync(path.join(reportDir, `${name}.html`), html!);
    if (json) fs.writeFileSync(path.join(reportDir, `${name}.json`), json);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      page: address,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      bytes: audit('total-byte-weight'),
    } satisfies Row;
  };
  const pages: Array<[string, string, boolean]> = [
    ['home', '/', false],
    ['login', '/login', false],
    ['wlb', '/wlb', false],
    // A topic not yet done: the questionnaire opens it (the first run starts the attempt, the others resume it).
    ['questionnaire', `/questionnaire?topic-id=${open}`, true],
    ['result', `/result?id=${attempt}`, true],
  ];
  const chosen = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
  const unknown = chosen?.filter((name) => !pages.some(([known]) => known === name)) ?? [];
  if (unknown.length) throw new Error(`LIGHTHOUSE_PAGES: no page named ${unknown.join(', ')}`);
  for (const [name, address, signedIn] of pages.filter(([known]) => !chosen || chosen.includes(known))) {
    const runs: Row[] = [];
    for (let i = 0, failed = 0; i < runsPerPage; i++) {
      const row = await run(name, address, signedIn);
      if (typeof row === 'string') {
        // Measured again, a few times at most: a median with a score of 0 in it would say nothing.
        console.log(`${name} run ${i + 1}: Lighthouse could not record the load (${row}); measured again`);
        if (++failed > 3) throw new Error(`Lighthouse failed on ${address} four times: ${row}`);
        i -= 1;
        continue;
      }
      console.log(
        `${name} run ${i + 1}: performance ${row.performance}, LCP ${Math.round(row.lcpMs)} ms, CLS ${row.cls.toFixed(3)}`,
      );
      runs.push(row);
    }
    rows.push(medianRow(runs));
  }
} finally {
  await browser.disconnect();
  chrome.kill();
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

const misses = (r: Row) =>
  [
    r.performance < target.performance ? `performance ${r.performance}` : '',
    r.lcpMs > target.lcpMs ? `LCP ${(r.lcpMs / 1000).toFixed(1)} s` : '',
    r.cls > target.cls ? `CLS ${r.cls.toFixed(3)}` : '',
  ].filter(Boolean);
const header = ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'bytes', 'target'];
console.log(`| ${header.join(' | ')} |`);
console.log(`| ${header.map(() => '---').join(' | ')} |`);
for (const r of rows) {
  const missed = misses(r);
  console.log(
    `| ${[
      `\`${r.page.replace(/=[^&]+/g, '=…')}\``,
      r.performance,
      r.accessibility,
      r.bestPractices,
      r.seo,
      `${(r.fcpMs / 1000).toFixed(1)} s`,
      `${(r.lcpMs / 1000).toFixed(1)} s`,
      `${Math.round(r.tbtMs)} ms`,
      r.cls.toFixed(3),
      `${Math.round(r.bytes / 1024)} KB`,
      missed.length ? `missed: ${missed.join(', ')}` : 'met',
    ].join(' | ')} |`,
  );
}
console.log(`\nReports: ${path.relative(root, reportDir)}/. Target: performance ≥ ${target.performance}, LCP ≤ 2.0 s, CLS 0.`);
if (rows.some((r) => misses(r).length)) process.exit(1);
