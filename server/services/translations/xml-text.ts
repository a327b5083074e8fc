/** Escapes a text for XML content or a double-quoted attribute. */
export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `name="value"` pairs, leaving out undefined values. */
export const xmlAttributes = (attributes: Record<string, string | number | undefined>) =>
  Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(String(value))}"`)
    .join('');
