/** The session-storage key of the half-filled registration form (its own module: the page's inline script reads it too). */
export const registerDraftKey = 'register-draft';
