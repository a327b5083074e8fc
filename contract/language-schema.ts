import { z } from './zod';

// Apart from languages.ts, which the browser's first load imports: that load needs no zod.
export const languageSchema = z.enum(['en', 'cs', 'sk', 'de', 'hu', 'hr', 'bg', 'sl', 'sr', 'bs']);
