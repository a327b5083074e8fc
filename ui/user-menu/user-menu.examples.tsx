import type { UserMenuProps } from './user-menu';

const noop = () => {};

/** Named examples shared by the stories, the render tests and the axe loop. */
export const userMenuExamples = {
  user: {
    firstName: 'Marie',
    lastName: 'Novák',
    details: { href: '#profile' },
    surveys: { href: '#history' },
    logout: { onSelect: noop },
  },
  open: {
    firstName: 'Marie',
    lastName: 'Novák',
    details: { href: '#profile' },
    surveys: { href: '#history' },
    logout: { onSelect: noop },
    defaultOpen: true,
  },
  staffOpen: {
    firstName: 'Jan',
    lastName: 'Svoboda',
    isStaff: true,
    details: { href: '#profile' },
    surveys: { href: '#history' },
    csvExport: { href: '#export' },
    insights: { href: '#insights' },
    adminPanel: { href: '#padmin' },
    translations: { href: '#translations' },
    activityLog: { href: '#audit' },
    logout: { onSelect: noop },
    defaultOpen: true,
  },
  longGerman: {
    firstName: 'Hildegard',
    lastName: 'Schwarzenberger-Hohenlohe',
    isStaff: true,
    details: { href: '#profile' },
    surveys: { href: '#history' },
    csvExport: { href: '#export' },
    insights: { href: '#insights' },
    adminPanel: { href: '#padmin' },
    logout: { onSelect: noop },
    defaultOpen: true,
  },
  cyrillic: {
    firstName: 'Мария',
    lastName: 'Петрова',
    details: { href: '#profile' },
    surveys: { href: '#history' },
    logout: { onSelect: noop },
    defaultOpen: true,
  },
} satisfies Record<string, UserMenuProps>;
