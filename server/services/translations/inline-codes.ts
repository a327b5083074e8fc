/**
 * The codes inside a text that a translation must keep exactly: i18next placeholders (`{{name}}`, `$t(key)`),
 * other interpolations (`{name}`, `%s`) and tags (`<1>…</1>`, `<br/>`). Exported as XLIFF inline codes so CAT
 * tools protect them (docs/translations.md, "Placeholders and tags").
 */
export const codePattern = /\{\{[^}]*\}\}|\{[\w.]+\}|<[^>]*>|\$t\([^)]*\)|%[sd]/g;

/** A text cut into plain text, standalone codes and pairs of tags around their content. */
export type Piece = string | { code: string } | { start: string; end: string; inner: Piece[] };

const openTag = /^<([\w.-]+)(\s[^>]*)?>$/;
const closeTag = /^<\/([\w.-]+)\s*>$/;

/** Cuts `text` into pieces; a tag pairs only with its closing tag at the same depth, the rest stand alone. */
export function piecesOf(text: string): Piece[] {
  const root: Piece[] = [];
  const open: { name: string; start: string; inner: Piece[]; outer: Piece[] }[] = [];
  const current = () => open.at(-1)?.inner ?? root;
  let at = 0;
  for (const match of text.matchAll(codePattern)) {
    if (match.index > at) current().push(text.slice(at, match.index));
    at = match.index + match[0].length;
    const code = match[0];
    const opening = openTag.exec(code)?.[1];
    const closing = closeTag.exec(code)?.[1];
    if (opening !== undefined) open.push({ name: opening, start: code, inner: [], outer: current() });
    else if (closing !== undefined && open.at(-1)?.name === closing) {
      const pair = open.pop()!;
      pair.outer.push({ start: pair.start, end: code, inner: pair.inner });
    } else current().push({ code });
  }
  if (at < text.length) current().push(text.slice(at));
  // Tags never closed stand alone, their content after them.
  while (open.length > 0) {
    const unclosed = open.pop()!;
    unclosed.outer.push({ code: unclosed.start }, ...unclosed.inner);
  }
  return root;
}

/** The text the pieces were cut from. */
export const textOf = (pieces: readonly Piece[]): string =>
  pieces
    .map((piece) =>
      typeof piece === 'string' ? piece : 'code' in piece ? piece.code : `${piece.start}${textOf(piece.inner)}${piece.end}`,
    )
    .join('');

/** The codes of a text in order of appearance. */
export const codesOf = (text: string): string[] => text.match(codePattern) ?? [];
