import { vi } from 'vitest';

/**
 * Catches the files a page saves (saveBlob clicks a link with `download`): jsdom has no object URLs, and
 * the name the page gives the file is what a test checks. Call it in beforeEach; vi.restoreAllMocks undoes it.
 */
export function catchSavedFiles(): string[] {
  const saved: string[] = [];
  URL.createObjectURL = () => 'blob:test';
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}
