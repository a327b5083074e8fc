// The query parameters of the e-mailed links (spec section 2); apart from use-link-tokens.ts, so the
// login guard reads them without loading the code that handles them (issue 13).
export const activationParam = 'registration-token';
export const resetParam = 'reset-token';
