import { Button } from '../button';
import type { ModalProps } from './modal';
import { ModalClose } from './modal';

const cancel = (label: string) => (
  <ModalClose asChild>
    <Button variant="secondary">{label}</Button>
  </ModalClose>
);

/** Named examples shared by the stories, the render tests and the axe loop; all open, so axe sees the dialog. */
export const modalExamples = {
  normal: {
    defaultOpen: true,
    title: 'Forgot your password?',
    description: 'We will send you an e-mail with a link to choose a new password.',
    children: <p className="m-0">The link works for one hour.</p>,
    footer: (
      <>
        {cancel('Cancel')}
        <Button>Send e-mail</Button>
      </>
    ),
  },
  withSave: {
    defaultOpen: true,
    title: 'Edit your details',
    onSave: () => {},
    children: (
      <label className="flex flex-col gap-1">
        <span className="font-bold">First name</span>
        <input defaultValue="Marie" className="min-h-11 rounded-control border-2 border-border-strong bg-surface px-3 text-lg" />
      </label>
    ),
    footer: (
      <>
        {cancel('Cancel edit')}
        <Button>Save details</Button>
      </>
    ),
  },
  fullscreen: {
    defaultOpen: true,
    fullscreen: true,
    title: 'Take the survey',
    children: <p className="m-0">Register to keep your answers, or continue without registration.</p>,
    footer: <Button>Register</Button>,
  },
  fullscreenOnPhone: {
    defaultOpen: true,
    fullscreenOnPhone: true,
    title: 'Take the survey',
    description: 'Full screen on phones, a card on wider screens.',
    footer: <Button>Register</Button>,
  },
  longContent: {
    defaultOpen: true,
    title: 'Privacy statement',
    children: Array.from({ length: 12 }, (_, i) => (
      <p key={i} className="m-0">
        Paragraph {i + 1}: we keep your answers only to show you your results and to improve the tool. You can ask us to delete
        them at any time.
      </p>
    )),
    footer: <Button>I understand</Button>,
  },
  longGerman: {
    defaultOpen: true,
    title: 'Datenschutzerklärungsbestätigungsdialog für Arbeitnehmerinnen und Arbeitnehmer',
    description: 'Bitte bestätigen Sie die Kenntnisnahme der Datenschutzgrundverordnungsbestimmungen.',
    footer: (
      <>
        {cancel('Abbrechen')}
        <Button>Bestätigen</Button>
      </>
    ),
  },
  cyrillic: {
    defaultOpen: true,
    title: 'Забравена парола',
    description: 'Ще ви изпратим имейл с връзка за нова парола.',
    footer: (
      <>
        {cancel('Отказ')}
        <Button>Изпрати</Button>
      </>
    ),
  },
} satisfies Record<string, ModalProps>;
