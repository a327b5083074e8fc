import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function distWith(html: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-scripts-'));
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  return dir;
}

describe('the CSP hashes of the built index.html', () => {
  it('allows each inline script by the hash of exactly its text, and no script file', () => {
    const dir = distWith(
      '<head><script>window.a=1;</script><script type="module" crossorigin src="/assets/index.js"></script></head>',
    );
    expect(inlineScriptHashes(dir)).toEqual([sha256('window.a=1;')]);
  });

  it('gives none without a build', () => {
    expect(inlineScriptHashes(path.join(os.tmpdir(), 'no-such-dist'))).toEqual([]);
  });
});
