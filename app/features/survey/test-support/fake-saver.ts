import { vi } from 'vitest';
import type { Survey } from '../../../../contract/api/survey';
import type { SaveResult, SurveySaver } from '../saving/survey-saver';

/**
 * A saver for the questionnaire hooks' tests: it holds the survey it is given (change, replaceTexts) and
 * ends every save as `result`, after `until` when given.
 */
export function fakeSaver(
  initial: Survey,
  result: SaveResult = { result: 'saved' },
  until: Promise<unknown> = Promise.resolve(),
) {
  let survey = initial;
  return {
    current: () => survey,
    change: vi.fn((next: Survey) => {
      survey = next;
    }),
    replaceTexts: vi.fn((next: Survey) => {
      survey = next;
    }),
    save: vi.fn(async (_options?: { complete?: boolean; force?: boolean }) => {
      await until;
      return result;
    }),
    hasUnsent: vi.fn(() => false),
    retryNow: vi.fn(),
    dispose: vi.fn(),
    resume: vi.fn(),
  } satisfies SurveySaver;
}
