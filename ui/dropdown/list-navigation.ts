/** How many options PageUp and PageDown move by. */
export const PAGE = 10;

const deltas = new Map<string, number>([
  ['ArrowDown', 1],
  ['ArrowUp', -1],
  ['PageDown', PAGE],
  ['PageUp', -PAGE],
]);

/** How far a navigation key moves the active option (arrows by one, PageDown/PageUp by a page); undefined for other keys. */
export const navigationDelta = (key: string) => deltas.get(key);
