/**
 * Whether a JSON-like value nests deeper than `max` levels of objects and lists (a bare value is level 0).
 * Walks with a list of its own instead of the call stack, so a body 100 000 levels deep cannot overflow it.
 */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (!next.value || typeof next.value !== 'object') continue;
    const depth = next.depth + 1;
    if (depth > max) return true;
    for (const item of Object.values(next.value)) {
      if (item && typeof item === 'object') pending.push({ value: item, depth });
    }
  }
  return false;
}
