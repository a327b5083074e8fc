import { z } from './zod';

// Apart from languages.ts, which the browser's first load imports: that load needs no zod (issue 13).
export const languageSchema = z.enum(['en', 'cs', 'sk', 'de', 'hu', 'hr', 'bg', 'sl', 'sr', 'bs']);
