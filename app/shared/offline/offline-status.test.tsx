import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { setOfflineStatus, useOfflineStatus } from './offline-status';

function InstallItem() {
  const { install } = useOfflineStatus();
  return <p>{install ? 'Install this app' : 'No install offer'}</p>;
}

describe('the offline status (install offer, waiting update)', () => {
  afterEach(() => setOfflineStatus({ install: null, update: null }));

  it('hydrates a prerendered page as it was rendered, and shows an install offer that came before only after', async () => {
    const container = document.createElement('div');
    // What the build's prerender wrote for it: no offer at build time.
    container.innerHTML = '<p>No install offer</p>';
    // The browser's offer arrives after the page's HTML and before the app hydrates it (a slow main script).
    setOfflineStatus({ install: async () => undefined });
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <InstallItem />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('Install this app');
  });

  it('shows an offer that comes, and hides it once taken or the app is installed', async () => {
    const container = document.createElement('div');
    let root: ReturnType<typeof createRoot> | undefined;
    await act(async () => {
      root = createRoot(container);
      root.render(<InstallItem />);
    });
    expect(container.textContent).toBe('No install offer');
    await act(async () => setOfflineStatus({ install: async () => undefined }));
    expect(container.textContent).toBe('Install this app');
    await act(async () => setOfflineStatus({ install: null }));
    expect(container.textContent).toBe('No install offer');
    await act(async () => root?.unmount());
  });
});
