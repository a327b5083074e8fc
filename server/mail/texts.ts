import fs from 'node:fs';
import path from 'node:path';
import { fallbackLanguage, type LanguageCode } from '../../contract/languages';

type Tree = { [key: string]: string | Tree };

/**
 * Server-side lookups in locales/<lng>/translation.json (the files the app loads), English for a missing
 * key. `{{name}}` placeholders are filled from `vars`.
 */
export function createTexts(localesDir: string) {
  const cache = new Map<string, Tree>();
  const load = (lng: string): Tree => {
    let tree = cache.get(lng);
    if (!tree) {
      try {
        tree = JSON.parse(fs.readFileSync(path.join(localesDir, lng, 'translation.json'), 'utf8')) as Tree;
      } catch {
        tree = {};
      }
      cache.set(lng, tree);
    }
    return tree;
  };
  const lookup = (lng: string, key: string) => {
    let node: string | Tree | undefined = load(lng);
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  };
  return (lng: LanguageCode, key: string, vars: Record<string, string> = {}) => {
    const text = lookup(lng, key) ?? lookup(fallbackLanguage, key) ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => vars[name] ?? whole);
  };
}

export type Texts = ReturnType<typeof createTexts>;
