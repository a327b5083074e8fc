// Writes the web app manifests (dist/manifests/<tool>-<language>.webmanifest): one per tool, so each is
// installed as an app of its own with its name, start page and colour, and per language, as a manifest has
// one name. The page links the one of its tool and language (app/shared/offline/use-manifest-link.ts; the
// prerendered pages from the start, scripts/prerender.mjs). Part of `npm run build`, after `vite build`.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.join(root, 'dist');
const localesDir = path.join(root, 'locales');
const languages = fs
  .readdirSync(localesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The accent colour and page background of each tool (themes/palettes.ts). */
const tools = {
  general: { start: '/', theme: '#1f4fa8', background: '#f7f8fa', name: (t) => t.APP.TITLE, short: (t) => t.APP.PROJECT_NAME },
  wlb: {
    start: '/wlb',
    theme: '#1c6548',
    background: '#f6f8f5',
    name: (t) => t.APP.WLB_NAME,
    short: (t) => t.APP.WLB_SHORT_NAME,
  },
};

export const manifestPath = (tool, language) => `/manifests/${tool}-${language}.webmanifest`;

function manifest(tool, language, translations) {
  const { start, theme, background, name, short } = tools[tool];
  const icons = [192, 512].flatMap((size) => [
    { src: `/icons/${tool}-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
    { src: `/icons/${tool}-${size}-maskable.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' },
  ]);
  return {
    // The same app in every language: the id does not name the language.
    id: start,
    name: name(translations),
    short_name: short(translations),
    description: tool === 'wlb' ? translations.WLB_HOMEPAGE.INTRO.DESCRIPTION : translations.APP.DESCRIPTION,
    lang: language,
    start_url: start,
    // Both tools share the account pages: a scope of "/" keeps them inside the installed app.
    scope: '/',
    display: 'standalone',
    background_color: background,
    theme_color: theme,
    icons,
  };
}

export function writeManifests(dir = distDir) {
  let count = 0;
  for (const language of languages) {
    const translations = JSON.parse(fs.readFileSync(path.join(localesDir, language, 'translation.json'), 'utf8'));
    for (const tool of Object.keys(tools)) {
      const file = path.join(dir, manifestPath(tool, language));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `${JSON.stringify(manifest(tool, language, translations), null, 2)}\n`);
      count += 1;
    }
  }
  return count;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  console.log(`Wrote ${writeManifests()} web app manifests into dist/manifests/`);
}
