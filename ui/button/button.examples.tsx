import type { ButtonProps } from './button';

/** Named examples shared by the stories, the render tests and the axe loop. */
export const buttonExamples = {
  primary: { children: 'Fill survey', variant: 'primary' },
  secondary: { children: 'Cancel edit', variant: 'secondary' },
  danger: { children: 'Delete account', variant: 'danger' },
  ghost: { children: 'Forgot password?', variant: 'ghost' },
  large: { children: 'Take the survey', size: 'large' },
  loading: { children: 'Export', loading: true },
  disabled: { children: 'Without registration', disabled: true },
  longGerman: { children: 'Datenschutzerklärungsbestätigungsschaltfläche anzeigen', size: 'full' },
  cyrillic: { children: 'Попълнете въпросника' },
} satisfies Record<string, ButtonProps>;
