import type { LinkButtonProps } from './link-button';

/** Named examples shared by the stories, the render tests and the axe loop. */
export const linkButtonExamples = {
  primary: { href: '#register', children: 'Register' },
  secondary: { href: '#login', children: 'Log in', variant: 'secondary' },
  ghost: { href: '#gdpr', children: 'Privacy statement', variant: 'ghost' },
  large: { href: '#topic-select', children: 'Take the survey', size: 'large' },
  longGerman: { href: '#register', children: 'Zur Registrierungsformularseite wechseln', size: 'full' },
  cyrillic: { href: '#register', children: 'Регистрация', variant: 'secondary' },
} satisfies Record<string, LinkButtonProps>;
