/**
 * The id of the failed request a thrown or rejected value carries: a call's failure has one when the server
 * answered with it (contract/failure.ts `toFailure`), to be quoted by the person who met it.
 */
export function requestIdOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('requestId' in error)) return null;
  return typeof error.requestId === 'string' && error.requestId ? error.requestId : null;
}
