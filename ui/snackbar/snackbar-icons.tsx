import { CheckIcon, InfoIcon, WarningIcon } from '../icon-button';
import type { SnackbarType } from './snackbar-type';

const icons = { success: CheckIcon, info: InfoIcon, error: WarningIcon } satisfies Record<SnackbarType, unknown>;

/** One shape per type, so the type never depends on colour alone. */
export function SnackbarIcon({ type, className }: { type: SnackbarType; className?: string }) {
  const Icon = icons[type];
  return <Icon className={className} />;
}
