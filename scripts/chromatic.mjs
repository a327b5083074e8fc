// Publishes the static Storybook to Chromatic when CHROMATIC_PROJECT_TOKEN is set; otherwise says why not.
import { execFileSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: nothing published. Set it to publish the Storybook for visual review.');
  process.exit(0);
}
execFileSync('npx', ['chromatic', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes'], { stdio: 'inherit' });
