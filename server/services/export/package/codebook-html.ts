import { escapeHtml as h } from '../../../mail/texts';
import type { ExportTexts } from '../export-texts';
import type { Field } from './field';
import type { TableResource } from './datapackage';
import type { PackageStructure } from './structure';

const scoring = [
  'Each evaluated question scores a share from 0 to 1 (column q…_score): OCA 1 when the chosen option is the right one;',
  'MCA the share of options handled rightly ("none" selects nothing); DND the share of items in their right place;',
  "ASG the share of rows given their right option; SCL the grade's point divided by (number of grades − 1). TXT is never evaluated.",
  'Per sub-topic: actual points = the sum of the shares, total points = the number of evaluated questions,',
  'level = ceil(actual / total × number of levels), at least 1. Results are stored at completion; a later content edit never changes them.',
  'The per-question shares are computed with the answer keys at the time of the export.',
].join(' ');

function values(f: Field): string {
  if (f.categories?.length)
    return `<ul>${f.categories.map((c) => `<li><code>${h(String(c.value))}</code> ${h(c.label)}</li>`).join('')}</ul>`;
  const c = f.constraints;
  if (c?.minimum !== undefined || c?.maximum !== undefined) return `${c.minimum ?? ''}–${c.maximum ?? ''}`;
  return '';
}

const table = (r: TableResource) => `<section>
<h2>${h(r.name)}.csv</h2>
<p>${h(r.description)}</p>
<table>
<thead><tr><th scope="col">Column</th><th scope="col">Meaning</th><th scope="col">Type</th><th scope="col">Values</th></tr></thead>
<tbody>
${r.fields.map((f) => `<tr><th scope="row"><code>${h(f.name)}</code></th><td>${h(f.description)}${f.note ? `<br><small>${h(f.note)}</small>` : ''}</td><td>${f.type}</td><td>${values(f)}</td></tr>`).join('\n')}
</tbody>
</table>
</section>`;

function structureList(s: PackageStructure, t: ExportTexts): string {
  return s.topics
    .map((topic) => {
      const subs = s.subs.filter((sub) => sub.topicId === topic.id);
      return `<li>${h(topic.name.text)} <code>${h(topic.key ?? String(topic.id))}</code><ul>${subs
        .map((sub) => {
          const qs = s.questions.filter((q) => q.subTopicId === sub.id);
          const levels = sub.levels.map((l) => `${l.level} = ${h(l.title.text)}`).join('; ');
          return `<li><code>s${sub.id}</code> ${h(sub.name.text)}${sub.deleted ? ` (${h(t.deleted)})` : ''} — ${h(t.level)}: ${levels}<ul>${qs
            .map(
              (q) =>
                `<li><code>q${q.id}</code> ${q.type}${q.evaluated ? '' : ' (not evaluated)'}${q.deleted ? ` (${h(t.deleted)})` : ''}: ${h(q.label.text)}${q.key ? ` <small>key ${h(q.key)}</small>` : ''}</li>`,
            )
            .join('')}</ul></li>`;
        })
        .join('')}</ul></li>`;
    })
    .join('');
}

/** codebook.html: every variable of the package, the topic structure and the scoring rules; prints well. */
export function codebookHtml(s: PackageStructure, t: ExportTexts, resources: TableResource[], readme: string): string {
  return `<!doctype html>
<html lang="${s.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Codebook of the research package</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 70rem; padding: 0 1rem; color: #111; }
table { border-collapse: collapse; width: 100%; margin-bottom: 2rem; }
th, td { border: 1px solid #888; padding: .3rem .5rem; text-align: left; vertical-align: top; }
thead th { background: #eee; }
ul { margin: .2rem 0; padding-left: 1.2rem; }
pre { white-space: pre-wrap; }
@media print { body { font-size: 10pt; margin: 0; max-width: none; } thead { display: table-header-group; } tr { break-inside: avoid; } }
</style>
</head>
<body>
<main>
<h1>Codebook of the research package</h1>
<h2>Topics, sub-topics and questions</h2>
<ul>${structureList(s, t)}</ul>
<h2>Scoring</h2>
<p>${h(scoring)}</p>
${resources.map(table).join('\n')}
<h2>README</h2>
<pre>${h(readme)}</pre>
</main>
</body>
</html>
`;
}
