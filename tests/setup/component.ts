import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { apiSettled } from './fake-api';
import { i18nForTests } from './i18n';

void i18nForTests;
afterEach(async () => {
  cleanup();
  await apiSettled();
});

// findBy/waitFor wait up to 5 s instead of 1 s: pages load their parts lazily (the draft reader, the
// sign-in-needed page), and on a busy CI machine running every project at once that can take over a second.
configure({ asyncUtilTimeout: 5_000 });
