import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18nForTests } from './i18n';

void i18nForTests;
afterEach(() => cleanup());
