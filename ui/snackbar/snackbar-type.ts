/** What a snackbar tells: its colour and icon follow (the snackbar and its icons both read it). */
export type SnackbarType = 'success' | 'info' | 'error';
