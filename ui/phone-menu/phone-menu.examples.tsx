import type { PhoneMenuProps } from './phone-menu';

// Stories and tests stay on the page: every link's default navigation is prevented.
const stay = (event: { preventDefault: () => void }) => event.preventDefault();

const generalLinks = [
  { id: 'home', label: 'Home', href: '/', current: true, onSelect: stay },
  { id: 'survey', label: 'Survey', href: '/topic-select', onSelect: stay },
  { id: 'variant', label: 'Work-life balance', href: '/wlb', onSelect: stay },
];

const accountLinks = [
  { id: 'profile', label: 'Details', href: '/profile', onSelect: stay },
  { id: 'history', label: 'Surveys', href: '/history', onSelect: stay },
];

/** Named examples shared by the stories, the render tests and the axe loop; open ones start open. */
export const phoneMenuExamples = {
  closed: {
    links: generalLinks,
    actions: [{ id: 'logout', label: 'Log out', variant: 'secondary', onSelect: stay }],
  },
  anonymous: {
    defaultOpen: true,
    links: generalLinks,
    actions: [
      { id: 'login', label: 'Log in', href: '/login', onSelect: stay },
      { id: 'register', label: 'Register', href: '/register', variant: 'secondary', onSelect: stay },
    ],
  },
  loggedIn: {
    defaultOpen: true,
    links: generalLinks,
    account: { title: 'Eva Nováková', links: accountLinks },
    actions: [{ id: 'logout', label: 'Log out', variant: 'secondary', onSelect: stay }],
  },
  staff: {
    defaultOpen: true,
    links: generalLinks,
    account: {
      title: 'Petr Svoboda',
      links: [
        ...accountLinks,
        { id: 'export', label: 'Export data', href: '/export', onSelect: stay },
        { id: 'padmin', label: 'Admin Panel', href: '/padmin', onSelect: stay },
      ],
    },
    actions: [{ id: 'logout', label: 'Log out', variant: 'secondary', onSelect: stay }],
  },
  longGerman: {
    defaultOpen: true,
    links: [
      { id: 'home', label: 'Startseite', href: '/', onSelect: stay },
      { id: 'survey', label: 'Fragebogen', href: '/topic-select', current: true, onSelect: stay },
      { id: 'variant', label: 'Vereinbarkeit von Berufs- und Privatleben (Work-Life-Balance)', href: '/wlb', onSelect: stay },
    ],
    actions: [
      { id: 'login', label: 'Anmelden', href: '/login', onSelect: stay },
      { id: 'register', label: 'Registrierungsformular ausfüllen', href: '/register', variant: 'secondary', onSelect: stay },
    ],
  },
  cyrillic: {
    defaultOpen: true,
    links: [
      { id: 'home', label: 'Начало', href: '/wlb', current: true, onSelect: stay },
      { id: 'survey', label: 'Въпросник', href: '/wlb/topic-select', onSelect: stay },
      { id: 'variant', label: 'Самооценка на уменията', href: '/', onSelect: stay },
    ],
    account: {
      title: 'Мария Иванова',
      links: [
        { id: 'profile', label: 'Моите данни', href: '/profile', onSelect: stay },
        { id: 'history', label: 'Моите въпросници', href: '/history', onSelect: stay },
      ],
    },
    actions: [{ id: 'logout', label: 'Изход', variant: 'secondary', onSelect: stay }],
  },
} satisfies Record<string, PhoneMenuProps>;
