import { type RenderOptions, renderWithProviders } from './render-with-providers';

/**
 * Renders a hook inside the real store, a memory router and the snackbar (renderWithProviders), so a test
 * can call what it returns and see where it navigated and what the snackbar says. `result.current` is the
 * hook's latest return value.
 */
export function renderHookWithProviders<T>(hook: () => T, options: RenderOptions = {}) {
  const result = { current: undefined as T };
  function HookHost() {
    result.current = hook();
    return null;
  }
  return { result, ...renderWithProviders(<HookHost />, options) };
}
