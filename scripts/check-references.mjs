// Part of `npm run lint`: the repository explains itself. Every document a file cites under docs/ exists, and
// no file cites a document outside the repository or an issue number (history belongs to commit messages).
// The rule is written in docs/conventions.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const textFile = /\.(tsx?|mjs|cjs|js|css|json|md|sql|html|sh|ya?ml)$|^\.ci\/run$/;
const outside = [
  { pattern: /\b(design|spec)\.md\b/, why: 'names a document that is not in the repository' },
  { pattern: /\bspec(ification)?('s)? (section|§)/i, why: 'cites a section of a document that is not in the repository' },
  { pattern: /\bissues? #?\d+/i, why: 'cites an issue number (history belongs to commit messages)' },
];
const citedDoc = /\bdocs\/[\w./-]+?\.md\b/g;

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => textFile.test(file) && file !== 'package-lock.json' && fs.existsSync(file));

const problems = [];
for (const file of files) {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    for (const { pattern, why } of outside) if (pattern.test(line)) problems.push(`${where} ${why}: ${line.trim()}`);
    for (const [doc] of line.matchAll(citedDoc)) {
      if (!fs.existsSync(doc)) problems.push(`${where} cites ${doc}, which does not exist`);
    }
  });
}

if (problems.length > 0) {
  console.error(`${problems.length} reference(s) lead nowhere for someone who clones the repository:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`References: every document cited in ${files.length} files is in the repository.`);
