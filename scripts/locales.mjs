// Locale maintenance. English (locales/en) is the source; every other file must have the same keys.
//   node scripts/locales.mjs missing <lng>            prints the English entries <lng> lacks, as JSON
//   node scripts/locales.mjs merge <lng> <file.json>  merges a fragment into <lng>, then orders keys as en
//   node scripts/locales.mjs sort                     orders every file's keys as en (extra keys last)
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '..', 'locales');
export const languages = ['en', 'cs', 'sk', 'de', 'hu', 'hr', 'bg', 'sl', 'sr', 'bs'];
const file = (lng) => path.join(dir, lng, 'translation.json');
const read = (lng) => (fs.existsSync(file(lng)) ? JSON.parse(fs.readFileSync(file(lng), 'utf8')) : {});
const write = (lng, data) => {
  fs.mkdirSync(path.dirname(file(lng)), { recursive: true });
  fs.writeFileSync(file(lng), `${JSON.stringify(data, null, 2)}\n`);
};
const isObject = (v) => v && typeof v === 'object' && !Array.isArray(v);

function missing(source, target) {
  const out = {};
  for (const [k, v] of Object.entries(source)) {
    if (isObject(v)) {
      const sub = missing(v, isObject(target?.[k]) ? target[k] : {});
      if (Object.keys(sub).length) out[k] = sub;
    } else if (typeof target?.[k] !== 'string') out[k] = v;
  }
  return out;
}

function merge(target, fragment) {
  for (const [k, v] of Object.entries(fragment)) {
    if (isObject(v)) target[k] = merge(isObject(target[k]) ? target[k] : {}, v);
    else target[k] = v;
  }
  return target;
}

function orderLike(source, target) {
  const out = {};
  for (const k of Object.keys(source))
    if (k in target) out[k] = isObject(source[k]) && isObject(target[k]) ? orderLike(source[k], target[k]) : target[k];
  for (const k of Object.keys(target)) if (!(k in out)) out[k] = target[k];
  return out;
}

const [command, lng, fragmentPath] = process.argv.slice(2);
if (command === 'missing') {
  console.log(JSON.stringify(missing(read('en'), read(lng)), null, 2));
} else if (command === 'merge') {
  const merged = merge(read(lng), JSON.parse(fs.readFileSync(fragmentPath, 'utf8')));
  write(lng, lng === 'en' ? merged : orderLike(read('en'), merged));
} else if (command === 'sort') {
  const en = read('en');
  for (const l of languages.slice(1)) write(l, orderLike(en, read(l)));
} else {
  console.error('usage: node scripts/locales.mjs missing <lng> | merge <lng> <fragment.json> | sort');
  process.exit(2);
}
