/** Characters as a reader counts them (code points, so an emoji or a rare letter counts once), as XLIFF's `xliff:codepoints`. */
export const characters = (text: string) => [...text].length;

/** The question editor's limits, the only hard ones: 200 for names and titles, 2 000 for other texts. */
export const editorLimits = { name: 200, text: 2000 } as const;

/**
 * A text in a place of fixed size (a button, an answer option, a heading, a label) may take 2.5 times the
 * English, at least 40 characters, and never more than the editor allows; a text that flows as a paragraph has
 * only the editor's limit (docs/translations.md, "Notes and length limits").
 */
export const shortTextLimit = (source: string, hardLimit: number = editorLimits.text) =>
  Math.min(hardLimit, Math.max(40, Math.ceil(characters(source) * 2.5)));
