import fs from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { type Bitmap, decodePng, encodePng } from './png-files';
import { baselineDir, outputDir } from './picture-names';

/**
 * The tolerance of docs/visual-review.md: a pixel counts as changed when its colour moves more than
 * `colourThreshold` (pixelmatch's OKLab distance, 0–1) and it is not an anti-aliased edge; a picture fails
 * when more than `changedPixelsAllowed` pixels changed, or when its size changed.
 */
export const colourThreshold = 0.1;
export const changedPixelsAllowed = 0;

export type OutputKind = 'new' | 'baseline' | 'diff';

export type PictureStatus = 'same' | 'new' | 'changed' | 'resized';

export interface PictureOutcome {
  name: string;
  status: PictureStatus;
  changedPixels?: number;
  baselineSize?: string;
  newSize?: string;
}

export interface PictureFolders {
  baselines: string;
  output: string;
}
export const sweepFolders: PictureFolders = { baselines: baselineDir, output: outputDir };

/** Compares a screenshot with its baseline; what differs is written to the output folder for the report. */
export function comparePicture(name: string, screenshot: Buffer, folders = sweepFolders): PictureOutcome {
  const baselineFile = path.join(folders.baselines, name);
  const saveOutput = (kind: OutputKind, png: Buffer) => {
    fs.mkdirSync(folders.output, { recursive: true });
    fs.writeFileSync(outputPath(name, kind, folders.output), png);
  };
  if (!fs.existsSync(baselineFile)) {
    saveOutput('new', screenshot);
    return { name, status: 'new' };
  }
  const baselineBytes = fs.readFileSync(baselineFile);
  // Chromium encodes the same pixels to the same bytes: the usual case needs no decoding.
  if (baselineBytes.equals(screenshot)) return { name, status: 'same' };
  const baseline = decodePng(baselineBytes);
  const actual = decodePng(screenshot);
  const size = (b: Bitmap) => `${b.width}×${b.height}`;
  if (baseline.width !== actual.width || baseline.height !== actual.height) {
    saveOutput('new', screenshot);
    saveOutput('baseline', baselineBytes);
    saveOutput('diff', encodePng(sizeDiff(baseline, actual)));
    return { name, status: 'resized', baselineSize: size(baseline), newSize: size(actual) };
  }
  if (baseline.data.equals(actual.data)) return { name, status: 'same' };
  const diff = Buffer.alloc(actual.data.length);
  const changedPixels = pixelmatch(baseline.data, actual.data, diff, actual.width, actual.height, {
    threshold: colourThreshold,
  });
  if (changedPixels <= changedPixelsAllowed) return { name, status: 'same', changedPixels };
  saveOutput('new', screenshot);
  saveOutput('baseline', baselineBytes);
  saveOutput('diff', encodePng({ width: actual.width, height: actual.height, data: diff }));
  return { name, status: 'changed', changedPixels };
}

/** `button.general.1280.png` → `test-results/visual/button.general.1280.new.png`. */
export function outputPath(name: string, kind: OutputKind, dir = outputDir): string {
  return path.join(dir, name.replace(/\.png$/, `.${kind}.png`));
}

/**
 * Two pictures of different sizes laid over each other on the larger canvas: where only one of them has a
 * pixel, or they differ, it is red; where they agree, a faded copy.
 */
function sizeDiff(a: Bitmap, b: Bitmap): Bitmap {
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const data = Buffer.alloc(width * height * 4);
  const pixel = (bitmap: Bitmap, x: number, y: number) =>
    x < bitmap.width && y < bitmap.height ? bitmap.data.readUInt32BE((y * bitmap.width + x) * 4) : undefined;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const pa = pixel(a, x, y);
      const pb = pixel(b, x, y);
      const at = (y * width + x) * 4;
      if (pa === undefined || pa !== pb) data.writeUInt32BE(0xff0000ff, at);
      else {
        const grey = 255 - Math.round((255 - ((pa >>> 24) + ((pa >>> 16) & 255) + ((pa >>> 8) & 255)) / 3) * 0.1);
        data.writeUInt32BE(((grey << 24) | (grey << 16) | (grey << 8) | 255) >>> 0, at);
      }
    }
  return { width, height, data };
}
