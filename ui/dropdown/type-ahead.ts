import { useCallback, useEffect, useRef } from 'react';
import { limits } from '../../contract/limits';
import { foldText } from './fold-text';

/**
 * The option that typed characters select (WAI-ARIA APG listbox type-ahead): the next label starting with the
 * typed text, searching from the active option and wrapping; typing one letter again and again cycles through
 * the labels starting with it. Accents are ignored, so "o" also finds "Österreich". Returns -1 when nothing matches.
 */
export function findTypeAheadMatch(
  labels: readonly string[],
  typed: string,
  activeIndex: number,
  isDisabled: (index: number) => boolean = () => false,
) {
  const text = foldText(typed);
  if (!text || labels.length === 0) return -1;
  const sameLetter = [...text].every((c) => c === text[0]);
  const search = sameLetter ? (text[0] as string) : text;
  const start = sameLetter ? activeIndex + 1 : Math.max(activeIndex, 0);
  for (let step = 0; step < labels.length; step++) {
    const index = (((start + step) % labels.length) + labels.length) % labels.length;
    if (!isDisabled(index) && foldText(labels[index] as string).startsWith(search)) return index;
  }
  return -1;
}

/** Collects typed characters into one search; it starts afresh after limits.typeAheadResetMs without typing. */
export function useTypeAhead() {
  const buffer = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const reset = useCallback(() => {
    clearTimeout(timer.current);
    buffer.current = '';
  }, []);
  const push = useCallback((char: string) => {
    clearTimeout(timer.current);
    buffer.current += char;
    timer.current = setTimeout(() => {
      buffer.current = '';
    }, limits.typeAheadResetMs);
    return buffer.current;
  }, []);
  const isTyping = useCallback(() => buffer.current !== '', []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { push, reset, isTyping };
}

/** True for a key that types a character (not a shortcut). */
export const isPrintableKey = (event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }) =>
  event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
