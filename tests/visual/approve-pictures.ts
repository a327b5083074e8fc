import fs from 'node:fs';
import path from 'node:path';
import { outputPath, type PictureFolders, sweepFolders } from './compare-picture';
import type { VisualResults } from './story-pictures';

export interface Approval {
  approved: string[];
  removed: string[];
  /** Arguments that named no picture of the last run. */
  unmatched: string[];
  /** What is still unapproved, for the next report. */
  left: VisualResults;
}

/** Whether an argument names a picture: its story's id, its whole name, or the start of its name. */
const names = (wanted: string, name: string, storyId?: string) =>
  wanted === storyId || wanted === name || name.startsWith(`${wanted}.`);

/**
 * Copies the new pictures named by `wanted` (story ids or picture names; none: all) over their baselines, as
 * Chromium wrote them (docs/visual-review.md: its PNGs are the smaller ones), and deletes the stale baselines
 * among them.
 */
export function approvePictures(results: VisualResults, wanted: string[], folders: PictureFolders = sweepFolders): Approval {
  const matches = (name: string, storyId?: string) => wanted.length === 0 || wanted.some((w) => names(w, name, storyId));
  const approved: string[] = [];
  const removed: string[] = [];
  const left: VisualResults = { changed: [], stale: [] };
  for (const result of results.changed) {
    if (!matches(result.name, result.story.id)) {
      left.changed.push(result);
      continue;
    }
    fs.copyFileSync(outputPath(result.name, 'new', folders.output), path.join(folders.baselines, result.name));
    approved.push(result.name);
  }
  for (const name of results.stale) {
    if (!matches(name)) {
      left.stale.push(name);
      continue;
    }
    fs.rmSync(path.join(folders.baselines, name), { force: true });
    removed.push(name);
  }
  const unmatched = wanted.filter(
    (w) => !results.changed.some((r) => names(w, r.name, r.story.id)) && !results.stale.some((n) => names(w, n)),
  );
  return { approved, removed, unmatched, left };
}
