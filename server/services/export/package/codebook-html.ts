import { escapeHtml as h } from '../../../../contract/escape-html';
import type { ExportTexts } from '../export-texts';
import type { Field } from './field';
import type { TableResource } from './datapackage';
import { scoringRules } from './questionnaire-tables';
import { type CodedChoice, gradePoint, type PackageQuestion, type PackageStructure } from './structure';

const textMarking =
  "Texts: a free text that begins with = + - @ ' or a tab is written with one extra ' in front, so that a spreadsheet " +
  'opening the CSV runs no formula; load.R, load.py and the .sps files remove it, so every text loads exactly as written.';

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
                `<li><code>q${q.id}</code> ${q.type}${q.evaluated ? '' : ' (not evaluated)'}${q.deleted ? ` (${h(t.deleted)})` : ''}: ${h(q.label.text)}${q.key ? ` <small>key ${h(q.key)}</small>` : ''}${answerKey(q)}</li>`,
            )
            .join('')}</ul></li>`;
        })
        .join('')}</ul></li>`;
    })
    .join('');
}

/** The question's choices with their codes and their part of the answer key, as choices.csv has them. */
function answerKey(q: PackageQuestion): string {
  if (!q.coded.length) return '';
  const key = (c: CodedChoice) => {
    if ((q.type === 'OCA' || q.type === 'MCA') && c.kind === 'option') return c.correct ? ' ✓ right' : '';
    if (q.type === 'DND' && c.correctPosition !== null) return ` → position ${c.correctPosition + 1}`;
    if (q.type === 'ASG' && c.kind === 'row') return ` → option ${q.coded.find((o) => o.id === c.correctOptionId)?.code ?? '?'}`;
    if (q.type === 'SCL') return ` = ${gradePoint(c)} points`;
    return '';
  };
  return `<ul>${q.coded
    .map((c) => `<li>${c.kind} <code>${c.code}</code> ${h(c.label.text)}${h(key(c))}${c.deleted ? ' (deleted)' : ''}</li>`)
    .join('')}</ul>`;
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
<p>${h(scoringRules)}</p>
<p>${h(textMarking)}</p>
${resources.map(table).join('\n')}
<h2>README</h2>
<pre>${h(readme)}</pre>
</main>
</body>
</html>
`;
}
