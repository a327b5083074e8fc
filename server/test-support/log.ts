import { PassThrough } from 'node:stream';

/** A stream for createTestApp's `log`, and the structured log written to it so far. */
export function capturedLog() {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk) => (text += chunk));
  return { stream, text: () => text };
}
