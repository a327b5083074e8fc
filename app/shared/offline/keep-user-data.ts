import { authorizationHeader } from '../../../contract/api/user-paths';
import { readStoredToken } from '../../store/auth-storage';
import { userDataPaths } from './cache-names';

/**
 * The first page of a visit fetched its user and topic lists before the worker ran, past it. Once the worker
 * controls the page they are asked again through it, so it keeps them: a reload without a connection then
 * finds who is signed in (without the user the app would wait for it) and the topics, in the page's language.
 * Each answer is read to its end although nothing here uses it: a body left unread keeps its request open, and
 * the page never goes quiet on the network.
 */
export async function keepUserDataForOffline() {
  const token = readStoredToken()?.token;
  if (!token) return;
  const headers = { Authorization: authorizationHeader(token), 'Accept-Language': document.documentElement.lang };
  await Promise.allSettled(userDataPaths.map(async (path) => (await fetch(path, { headers })).arrayBuffer()));
}
