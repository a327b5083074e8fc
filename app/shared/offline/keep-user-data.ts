import { authorizationHeader } from '../../../contract/api/user-paths';
import { readStoredToken } from '../../store/auth-storage';
import { userDataPaths } from './cache-names';

/**
 * The first page of a visit fetched its user and topic lists before the worker ran, past it. Once the worker
 * controls the page they are asked again through it, so it keeps them: a reload without a connection then
 * finds who is signed in (without the user the app would wait for it) and the topics, in the page's language.
 */
export async function keepUserDataForOffline() {
  const token = readStoredToken()?.token;
  if (!token) return;
  await Promise.allSettled(
    userDataPaths.map((path) =>
      fetch(path, { headers: { Authorization: authorizationHeader(token), 'Accept-Language': document.documentElement.lang } }),
    ),
  );
}
