/**
 * The Node versions the program is tested on (README "Test it"): each line's major and its lowest minor.
 * 24 and 22 are the current long-term support lines; 20.19 stays while the machines it runs on ship it.
 * The minors are the lowest the build's tools accept (Vite: 20.19, 22.12; jsdom: 22.13).
 */
export const supportedNode: Readonly<Record<number, number>> = { 20: 19, 22: 13, 24: 0 };

/** Why `version` (as `process.version`) is not supported, in one line for the log; undefined when it is. */
export function unsupportedNodeWarning(version: string): string | undefined {
  const [major = Number.NaN, minor = Number.NaN] = version.replace(/^v/, '').split('.').map(Number);
  const lowest = supportedNode[major];
  if (lowest !== undefined && minor >= lowest) return undefined;
  return (
    `Warning: Node ${version} is not a version this program is tested on (Node 24, 22.13 or later, 20.19 or later): ` +
    'it starts anyway, but install a supported version before relying on it.'
  );
}
