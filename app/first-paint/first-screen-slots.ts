/**
 * The slots of the first screens' templates (first-screen-templates.tsx): a marker the build renders where a
 * part of the first call's answer goes, which the boot script fills (first-screen-paint.ts). Not i18next's
 * `{{…}}`: a marker goes through the translations as a value.
 */

export type SlotName = 'topic' | 'number' | 'question' | 'subTopic' | 'date';

export const slot = (name: SlotName) => `⟦${name}⟧`;

/** Any slot in a text. */
export const slotPattern = /⟦(\w+)⟧/g;

/** The id of the loading frame's <template> with its first screen (scripts/prerender.mjs writes it). */
export const firstScreenTemplateId = 'first-screen';
