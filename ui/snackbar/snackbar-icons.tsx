import { CheckIcon, InfoIcon } from '../icon-button';
import type { SnackbarType } from './snackbar';

/** A warning triangle with "!" for errors (the shared icon set has no error icon). */
function ErrorIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d="M12 3.5L2.5 20h19L12 3.5z" />
      <path d="M12 10v4.5M12 17.5v.5" />
    </svg>
  );
}

const icons = { success: CheckIcon, info: InfoIcon, error: ErrorIcon } satisfies Record<SnackbarType, unknown>;

/** One shape per type, so the type never depends on colour alone. */
export function SnackbarIcon({ type, className }: { type: SnackbarType; className?: string }) {
  const Icon = icons[type];
  return <Icon className={className} />;
}
