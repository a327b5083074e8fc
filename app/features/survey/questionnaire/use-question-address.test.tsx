import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHookWithProviders } from '../../../../tests/setup/render-hook-with-providers';
import { useQuestionAddress } from './use-question-address';

describe('useQuestionAddress', () => {
  it('reads the topic, retry and the question from the address', () => {
    const { result } = renderHookWithProviders(useQuestionAddress, { route: '/questionnaire?topic-id=7&retry=1&question-id=3' });
    expect(result.current).toMatchObject({ topicId: 7, retry: true, questionParam: '3' });
  });

  it('given no question yet, reads none and no retry', () => {
    const { result } = renderHookWithProviders(useQuestionAddress, { route: '/questionnaire?topic-id=7' });
    expect(result.current).toMatchObject({ topicId: 7, retry: false, questionParam: null });
  });

  it('writes the shown question in place of the current entry and drops retry, so a reload resumes', () => {
    const { result, router } = renderHookWithProviders(useQuestionAddress, { route: '/wlb/questionnaire?topic-id=7&retry=1' });
    act(() => result.current.showQuestion(4));
    expect(router.state.location.pathname).toBe('/wlb/questionnaire');
    expect(router.state.location.search).toBe('?topic-id=7&question-id=4');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(result.current).toMatchObject({ retry: false, questionParam: '4' });
  });
});
