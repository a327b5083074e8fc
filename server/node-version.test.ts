import { describe, expect, it } from 'vitest';
import { unsupportedNodeWarning } from './node-version';

describe('the Node version check at start', () => {
  it.each([
    ['v24.0.0', false],
    ['v24.21.0', false],
    ['v22.13.0', false],
    ['v22.12.0', true],
    ['v20.19.0', false],
    ['v20.20.2', false],
    ['v20.18.3', true],
    ['v18.20.8', true],
    ['v23.11.1', true],
    ['v25.2.0', true],
    ['v26.0.0', true],
    ['not a version', true],
  ])('%s warns: %s', (version, warns) => {
    const warning = unsupportedNodeWarning(version);
    if (warns) expect(warning).toMatch(new RegExp(`^Warning: Node ${version} is not a version .* \\(Node 24, 22.13`));
    else expect(warning).toBeUndefined();
  });
});
