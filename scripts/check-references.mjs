// Part of `npm run lint`: the repository explains itself. Every document a file cites under docs/ exists, every
// file of the code it names by its whole path (app/…, server/…) exists, and no file cites a document outside the
// repository or an issue number (history belongs to commit messages).
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
// A path from the repository's root; one after a slash or a dot is an address or a relative path, not this.
const citedFile =
  /(?<![\w./-])(?:app|ui|server|contract|scripts|tests|themes|locales)\/[\w./-]+?\.(?:tsx?|mjs|json|sql|css)(?!\w|\.\w)/g;
// StrykerJS is pointed at a tsconfig that is not there, so it leaves the project's own alone.
const deliberatelyAbsent = new Set(['tests/mutation/no-tsconfig.json']);

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => textFile.test(file) && file !== 'package-lock.json' && fs.existsSync(file));

const problems = [];
for (const file of files) {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    for (const { pattern, why } of outside) if (pattern.test(line)) problems.push(`${where} ${why}: ${line.trim()}`);
    for (const [cited] of [...line.matchAll(citedDoc), ...line.matchAll(citedFile)]) {
      if (!fs.existsSync(cited) && !deliberatelyAbsent.has(cited)) problems.push(`${where} cites ${cited}, which does not exist`);
    }
  });
}

if (problems.length > 0) {
  console.error(`${problems.length} reference(s) lead nowhere for someone who clones the repository:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`References: every document cited in ${files.length} files is in the repository.`);
