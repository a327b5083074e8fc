import { z } from 'zod';

// Every schema of contract/ is built with this `z`. In the browser zod runs without its compiled parsers:
// the app's CSP allows no eval, and zod's probe for it (`new Function`) is reported as a CSP violation even
// though zod catches it (Chromium's Issues panel; Lighthouse took best practices to 96 for it). Set before
// the first schema is built, which ES module order guarantees for every module that imports from here. The
// server keeps the compiled parsers.
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
