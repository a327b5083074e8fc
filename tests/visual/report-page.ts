import fs from 'node:fs';
import path from 'node:path';
import { outputPath } from './compare-picture';
import { reportFile } from './picture-names';
import type { PictureResult, VisualResults } from './story-pictures';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const relative = (file: string) => encodeURI(path.relative(path.dirname(reportFile), file));

function variantLabel(result: PictureResult): string {
  const { theme, locale, width } = result.variant;
  return `${theme === 'wlb' ? 'Work-life balance' : 'General'} theme, ${width} px${locale ? `, ${locale}` : ''}`;
}

function statusLabel(result: PictureResult): string {
  if (result.status === 'new') return 'New: no approved baseline yet';
  if (result.status === 'resized') return `Size changed: ${result.baselineSize} → ${result.newSize}`;
  return `${result.changedPixels} pixels changed`;
}

function figure(result: PictureResult, kind: 'baseline' | 'new' | 'diff', caption: string): string {
  const file = outputPath(result.name, kind);
  if (!fs.existsSync(file)) return `<figure><figcaption>${caption}</figcaption><p>none</p></figure>`;
  const alt = `${caption}: ${result.story.title} / ${result.story.name}, ${variantLabel(result)}`;
  return `<figure><figcaption>${caption}</figcaption><a href="${relative(file)}"><img src="${relative(file)}" alt="${escapeHtml(alt)}" loading="lazy"></a></figure>`;
}

function storySection(results: PictureResult[]): string {
  const story = results[0]?.story;
  if (!story) return '';
  const rows = results
    .map(
      (
        r,
      ) => `<section aria-label="${escapeHtml(variantLabel(r))}"><h3>${escapeHtml(variantLabel(r))} <span class="status">${escapeHtml(statusLabel(r))}</span></h3>
<p class="name"><code>${escapeHtml(r.name)}</code></p>
<div class="pictures">${figure(r, 'baseline', 'Approved')}${figure(r, 'new', 'This run')}${figure(r, 'diff', 'Difference')}</div></section>`,
    )
    .join('\n');
  return `<article><h2>${escapeHtml(story.title)} / ${escapeHtml(story.name)}</h2>
<p>Approve: <code>npm run visual:approve ${escapeHtml(story.id)}</code></p>
${rows}</article>`;
}

/** The designers' page: each changed story with its approved picture, this run's and the difference. */
export function reportHtml(results: VisualResults): string {
  const byStory = new Map<string, PictureResult[]>();
  for (const result of results.changed) byStory.set(result.story.id, [...(byStory.get(result.story.id) ?? []), result]);
  const stale = results.stale.length
    ? `<article><h2>Baselines of stories that no longer exist</h2><ul>${results.stale.map((n) => `<li><code>${escapeHtml(n)}</code></li>`).join('')}</ul>
<p><code>npm run visual:approve</code> removes them.</p></article>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Visual changes: ${byStory.size} stories</title>
<style>
body{font-family:system-ui,sans-serif;margin:1.5rem;color:#1a1a1a;background:#fff;line-height:1.4}
article{border-top:2px solid #444;margin-top:2rem}
h3{font-size:1rem;margin:1rem 0 .25rem}.status{font-weight:normal;color:#8a1c00}
.name{margin:0 0 .5rem;color:#444}
.pictures{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:1rem;align-items:start}
figure{margin:0}figcaption{font-weight:bold}img{max-width:100%;border:1px solid #999;background:#fff}
@media (max-width:50rem){.pictures{grid-template-columns:1fr}}
</style></head>
<body><main>
<h1>Visual changes</h1>
<p>${results.changed.length} pictures of ${byStory.size} stories differ from their approved baselines; ${results.stale.length} baselines belong to no story.
Red in a difference is a changed pixel. To take every new picture as approved: <code>npm run visual:approve</code>.</p>
${[...byStory.values()].map(storySection).join('\n')}
${stale}
</main></body></html>
`;
}

export function writeReport(results: VisualResults) {
  fs.writeFileSync(reportFile, reportHtml(results));
}
