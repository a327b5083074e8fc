import type { Browser, Page } from 'playwright-core';
import { trackRequests } from './requests-in-flight';

/**
 * A few Storybook preview pages kept open and switched from story to story through Storybook's own channel
 * (as its manager does), which is far faster than loading the preview afresh for every story.
 */
export class StoryPagePool {
  private free: Page[] = [];
  private waiting: Array<(page: Page) => void> = [];
  private errors = new WeakMap<Page, string[]>();
  private current = new WeakMap<Page, string>();

  constructor(
    private readonly browser: Browser,
    private readonly storybookUrl: string,
    private readonly theme: string,
    private readonly size: number,
    /** The toolbar's language; absent, Storybook's default (English). */
    private readonly locale?: string,
  ) {}

  async open(firstStoryId: string) {
    for (let i = 0; i < this.size; i++) {
      const page = await this.browser.newPage({ viewport: { width: 1280, height: 900 } });
      trackRequests(page);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      this.errors.set(page, errors);
      // a11y.manual stops Storybook's own axe run, which would collide with the sweep's.
      await page.goto(
        `${this.storybookUrl}/iframe.html?id=${firstStoryId}&viewMode=story&globals=theme:${this.theme}${this.locale ? `;locale:${this.locale}` : ''};a11y.manual:!true`,
      );
      await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
      await page.waitForFunction(() => (document.querySelector('#storybook-root')?.childElementCount ?? 0) > 0);
      this.current.set(page, firstStoryId);
      this.free.push(page);
    }
  }

  /** Renders a story on a free page and hands the page (and its page errors) to `use`. */
  async withStory<T>(storyId: string, use: (page: Page, pageErrors: string[]) => Promise<T>): Promise<T> {
    const page = this.free.pop() ?? (await new Promise<Page>((resolve) => this.waiting.push(resolve)));
    const pageErrors = this.errors.get(page) ?? [];
    pageErrors.length = 0;
    try {
      // Asking for the story already shown would never report it rendered again.
      if (this.current.get(page) !== storyId)
        await page.evaluate(
          (id) =>
            new Promise<void>((resolve, reject) => {
              // biome-ignore lint/suspicious/noExplicitAny: Storybook's preview channel is a page global
              const channel = (window as any).__STORYBOOK_ADDONS_CHANNEL__;
              const cleanup = () => {
                channel.off('storyRendered', rendered);
                channel.off('storyErrored', failed);
                channel.off('storyThrewException', failed);
                channel.off('storyMissing', failed);
              };
              const rendered = (renderedId: string) => {
                if (renderedId !== id) return;
                cleanup();
                resolve();
              };
              const failed = (detail: unknown) => {
                cleanup();
                reject(new Error(`story ${id} failed to render: ${JSON.stringify(detail)}`));
              };
              channel.on('storyRendered', rendered);
              channel.on('storyErrored', failed);
              channel.on('storyThrewException', failed);
              channel.on('storyMissing', failed);
              channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
            }),
          storyId,
        );
      this.current.set(page, storyId);
      await page.evaluate(() => document.fonts.ready);
      return await use(page, pageErrors);
    } finally {
      const next = this.waiting.shift();
      if (next) next(page);
      else this.free.push(page);
    }
  }

  async close() {
    await Promise.all(this.free.map((p) => p.close()));
  }
}
