import { useEffect } from 'react';
import { registerDraftKey } from './register-draft-key';

export { registerDraftKey };

/** The fields a draft never holds: the passwords (never written anywhere) and the consent (given anew). */
export const undraftedFields = ['password', 'confirmPwd', 'gdpr'] as const;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The stored draft laid over `initial`: only fields the form has, each only when its stored value has the
 * same kind as the initial one (a string stays a string, a list a list; null-able fields take null or a
 * string/number/boolean), so a stale or edited draft cannot break the form.
 */
export function readRegisterDraft<V extends object>(initial: V): V {
  const raw = storage()?.getItem(registerDraftKey);
  if (!raw) return initial;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return initial;
  }
  if (typeof stored !== 'object' || stored === null) return initial;
  const next = { ...initial } as Record<string, unknown>;
  for (const [field, start] of Object.entries(initial)) {
    if ((undraftedFields as readonly string[]).includes(field) || !(field in stored)) continue;
    const value = (stored as Record<string, unknown>)[field];
    const sameKind = Array.isArray(start)
      ? Array.isArray(value) && value.every((item) => typeof item === 'string')
      : start === null
        ? value === null || ['string', 'number', 'boolean'].includes(typeof value)
        : typeof value === typeof start;
    if (sameKind) next[field] = value;
  }
  return next as V;
}

/** Keeps the form's values (without passwords and consent) in session storage while it is filled in. */
export function useRegisterDraft<V extends object>(values: V, active: boolean) {
  useEffect(() => {
    if (!active) return;
    const draft = { ...values } as Record<string, unknown>;
    for (const field of undraftedFields) delete draft[field];
    storage()?.setItem(registerDraftKey, JSON.stringify(draft));
  }, [values, active]);
}

/** Forgets the draft (after a successful registration). */
export function clearRegisterDraft() {
  storage()?.removeItem(registerDraftKey);
}
