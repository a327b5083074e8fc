import { api } from './api-definition';
import { attachApi } from './store';

/** Loading this module joins the API to every store (store.ts `attachApi`); the calls import it from here. */
attachApi(api);

export { api };
export const { useLazyTestConnectionQuery, useLazyTestSqlQuery } = api;
