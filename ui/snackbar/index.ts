export { Snackbar, type SnackbarProps, snackbarVariants } from './snackbar';
export type { SnackbarType } from './snackbar-type';
export { SnackbarIcon } from './snackbar-icons';
