import { supportReferenceExamples } from '../support-reference/support-reference.examples';
import type { SnackbarProps } from './snackbar';

const onClose = () => {};

/** Named examples shared by the stories, the render tests and the axe loop. */
export const snackbarExamples = {
  success: { open: true, type: 'success', message: 'Your details were saved', onClose },
  info: { open: true, type: 'info', message: 'You have been logged out', onClose },
  error: { open: true, type: 'error', message: 'Something went wrong, please try again', onClose },
  closed: { open: false, type: 'info', message: '', onClose },
  longMessage: {
    open: true,
    type: 'info',
    message:
      'We sent you an e-mail with a link to activate your account. If it does not arrive within a few minutes, look in your spam folder or register again.',
    onClose,
  },
  longGerman: {
    open: true,
    type: 'success',
    message: 'Ihre Registrierungsbestätigungsnachricht wurde erfolgreich an Ihre E-Mail-Adresse versendet',
    onClose,
  },
  cyrillic: { open: true, type: 'error', message: 'Нещо се обърка, моля, опитайте отново', onClose },
  /** A failure the person cannot mend: the request's id to quote, and it stays until closed. */
  withReference: {
    open: true,
    type: 'error',
    message: 'An unexpected error occurred',
    reference: supportReferenceExamples.english,
    onClose,
  },
  withReferenceGerman: {
    open: true,
    type: 'error',
    message: 'Ein unerwarteter Fehler ist aufgetreten',
    reference: supportReferenceExamples.longGerman,
    onClose,
  },
} satisfies Record<string, SnackbarProps>;
