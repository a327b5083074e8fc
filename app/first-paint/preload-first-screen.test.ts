import type { RouteObject } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadFirstScreen } from './preload-first-screen';
import type { PageHandle } from '../routes/route-table';

// The session's real chunk is the app's; here only whether it is asked for matters.
const preloadSession = vi.hoisted(() => vi.fn(() => Promise.resolve([])));
vi.mock('../layout/session-parts', () => ({ preloadSession }));

const page = () => ({ preload: vi.fn(() => Promise.resolve()) });
const home = page();
const result = page();
const notFound = page();
const routes: RouteObject[] = [
  {
    path: '/',
    children: [
      { index: true, handle: { page: home } satisfies PageHandle },
      { path: '/wlb/result', handle: { page: result } satisfies PageHandle },
      { path: '*', handle: { page: notFound } satisfies PageHandle },
    ],
  },
];

describe('preloadFirstScreen', () => {
  beforeEach(() => vi.clearAllMocks());

  it("loads the code of the page at the address, and the session's with a stored session", async () => {
    await preloadFirstScreen(routes, '/wlb/result', true);
    expect(result.preload).toHaveBeenCalledOnce();
    expect(home.preload).not.toHaveBeenCalled();
    expect(notFound.preload).not.toHaveBeenCalled();
    expect(preloadSession).toHaveBeenCalledOnce();
  });

  it("leaves the session's code alone without a session, and finds the page for any address", async () => {
    await preloadFirstScreen(routes, '/no/such/page', false);
    expect(notFound.preload).toHaveBeenCalledOnce();
    expect(preloadSession).not.toHaveBeenCalled();
  });

  it('lets the app start when a chunk fails to load (the page shows the failure)', async () => {
    home.preload.mockRejectedValueOnce(new Error('chunk failed'));
    await expect(preloadFirstScreen(routes, '/', false)).resolves.toBeUndefined();
  });
});
