import { useCallback, useEffect, useState } from 'react';

/**
 * For a form that guards its unsaved changes (`guard`): whether the values differ from the last saved ones,
 * and the browser's own "leave site?" question on reload or close while they do. Other forms are never
 * dirty, so they do not compare their values on every keystroke.
 */
export function useUnsavedChanges<V>(values: V, initialValues: V, guard: boolean) {
  const [saved, setSaved] = useState(initialValues);
  const dirty = guard && JSON.stringify(values) !== JSON.stringify(saved);
  useUnloadGuard(dirty);
  /** The given values are now the saved ones. */
  const markSaved = useCallback((next: V) => setSaved(next), []);
  return { dirty, markSaved };
}

/** Asks before the page unloads while `active`. */
function useUnloadGuard(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
