// Kept apart from the schemas (zod) so that code on every page's first load can name them.

/** The account calls of docs/product/api.md, under /api/user. */
export const userApiPaths = {
  token: '/api/user/token',
  me: '/api/user/me',
  meFull: '/api/user/me/full',
  register: '/api/user/register',
  registerValidate: '/api/user/register/validate',
  passwordRequest: '/api/user/password/request',
  passwordReset: '/api/user/password/reset',
  passwordChange: '/api/user/password/change',
  update: '/api/user/update',
  delete: '/api/user/delete',
  /** POST, no body; answers 204. Ends the session token on the server too (not in the documented table). */
  logout: '/api/user/logout',
} as const;

/** The request header carrying a session token: `Authorization: Token <token>`. */
export const authorizationHeader = (token: string) => `Token ${token}`;
