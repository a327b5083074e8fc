import { CloseIcon, EyeIcon, InfoIcon, RetryIcon } from './icons';
import type { IconButtonProps } from './icon-button';

/** Named examples shared by the stories, the render tests and the axe loop. */
export const iconButtonExamples = {
  ghost: { icon: <CloseIcon />, label: 'Close' },
  primary: { icon: <RetryIcon />, label: 'Start again', variant: 'primary' },
  secondary: { icon: <InfoIcon />, label: 'More information', variant: 'secondary' },
  disabled: { icon: <EyeIcon />, label: 'Show password', disabled: true },
  longGerman: { icon: <RetryIcon />, label: 'Fragebogenbearbeitung von vorne beginnen', variant: 'secondary' },
  cyrillic: { icon: <CloseIcon />, label: 'Затвори' },
} satisfies Record<string, IconButtonProps>;
