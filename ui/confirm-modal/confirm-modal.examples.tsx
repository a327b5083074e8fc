import type { ConfirmModalProps } from './confirm-modal';

const onConfirm = () => {};

/** Named examples shared by the stories, the render tests and the axe loop; all open. */
export const confirmModalExamples = {
  deleteQuestion: {
    defaultOpen: true,
    variant: 'delete',
    title: 'Are you sure you want to delete question 12?',
    onConfirm,
  },
  deleteAccount: {
    defaultOpen: true,
    variant: 'delete',
    title: 'Delete your account?',
    description: 'Your details and all your survey results will be removed. This cannot be undone.',
    requirePassword: true,
    onConfirm,
  },
  wrongPassword: {
    defaultOpen: true,
    variant: 'delete',
    title: 'Delete your account?',
    requirePassword: true,
    passwordError: 'VALIDATION.REQUIRED',
    onConfirm,
  },
  createSubTopic: {
    defaultOpen: true,
    variant: 'create',
    title: 'New sub-topic',
    nameInput: { label: 'Name of the sub-topic', hint: 'It is shown above the questions.' },
    onConfirm,
  },
  busy: {
    defaultOpen: true,
    variant: 'create',
    title: 'New sub-topic',
    nameInput: { label: 'Name of the sub-topic', defaultValue: 'Digital skills' },
    busy: true,
    onConfirm,
  },
  longGerman: {
    defaultOpen: true,
    variant: 'delete',
    title: 'Möchten Sie Ihr Benutzerkonto einschließlich sämtlicher Fragebogenergebnisse endgültig löschen?',
    requirePassword: true,
    onConfirm,
  },
  cyrillic: {
    defaultOpen: true,
    variant: 'create',
    title: 'Нова подтема',
    nameInput: { label: 'Име на подтемата' },
    onConfirm,
  },
} satisfies Record<string, ConfirmModalProps>;
