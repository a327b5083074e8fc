export { Snackbar, type SnackbarProps, type SnackbarType, snackbarVariants } from './snackbar';
export { SnackbarIcon } from './snackbar-icons';
