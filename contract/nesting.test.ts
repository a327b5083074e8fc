import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './nesting';

const nestedLists = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);
const nestedObjects = (depth: number): unknown => JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

describe('nestsDeeperThan', () => {
  it('counts objects and lists as levels, bare values as none', () => {
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan(null, 0)).toBe(false);
    expect(nestsDeeperThan([], 0)).toBe(true);
    expect(nestsDeeperThan({ a: [1, { b: 2 }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [1, { b: 2 }] }, 2)).toBe(true);
  });

  it('finds the deep branch beside shallow ones', () => {
    expect(nestsDeeperThan({ shallow: 1, list: [1, 2], deep: nestedObjects(10) }, 10)).toBe(true);
    expect(nestsDeeperThan({ shallow: 1, list: [1, 2], deep: nestedObjects(9) }, 10)).toBe(false);
  });

  it('answers for bodies far deeper than the call stack allows', () => {
    expect(nestsDeeperThan(nestedLists(100_000), 64)).toBe(true);
    expect(nestsDeeperThan(nestedObjects(100_000), 64)).toBe(true);
    expect(nestsDeeperThan(nestedLists(64), 64)).toBe(false);
    expect(nestsDeeperThan(nestedLists(65), 64)).toBe(true);
  });
});
