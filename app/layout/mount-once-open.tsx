import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders `children` from the first time `open` is true on, and nothing before: a lazily loaded dialog
 * (its code and Radix's) loads when it is first wanted, not with the page, and once mounted it
 * stays, so closing keeps the dialog's own closing behaviour.
 */
export function MountOnceOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
