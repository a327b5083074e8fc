import { describe, expect, it } from 'vitest';
import { type PageHandle, pageRoutes } from './route-table';

describe('the route table', () => {
  it('gives every page route its page, so the app can load it before its first render at that address', () => {
    const withoutPage = pageRoutes.filter(
      (route) => typeof (route.handle as PageHandle | undefined)?.page?.preload !== 'function',
    );
    expect(withoutPage.map((route) => route.path ?? '(index)')).toEqual([]);
    expect(pageRoutes.length).toBeGreaterThan(15);
  });
});
