import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { approvePictures } from './approve-pictures';
import { outputPath } from './compare-picture';
import { expectedPictureNames, pictureName } from './picture-names';
import { decodePng, encodePng } from './png-files';
import type { PictureResult, VisualResults } from './story-pictures';

let baselines: string;
let output: string;
beforeEach(() => {
  baselines = fs.mkdtempSync(path.join(os.tmpdir(), 'baselines-'));
  output = fs.mkdtempSync(path.join(os.tmpdir(), 'visual-output-'));
});
afterEach(() => {
  fs.rmSync(baselines, { recursive: true, force: true });
  fs.rmSync(output, { recursive: true, force: true });
});

const button = { id: 'primitives-button--primary', title: 'Primitives/Button', name: 'Primary' };
const modal = { id: 'overlays-modal--open', title: 'Overlays/Modal', name: 'Open' };

/** A 2 × 1 picture whose colour is the name's length: each picture different. */
const pictureOf = (name: string) => ({
  width: 2,
  height: 1,
  data: Buffer.from([name.length, 0, 0, 255, 0, name.length, 0, 255]),
});

/** A changed picture of the last run, its new PNG written where the sweep writes it. */
function changed(story: typeof button, theme: 'general' | 'wlb', width: 1280 | 390): PictureResult {
  const variant = { theme, width, height: width === 1280 ? 900 : 844 };
  const name = pictureName(story.id, variant);
  fs.writeFileSync(outputPath(name, 'new', output), encodePng(pictureOf(name)));
  return { name, status: 'changed', changedPixels: 12, story, variant };
}

describe('visual:approve', () => {
  it('takes every new picture as its baseline and removes stale baselines when no story is named', () => {
    fs.writeFileSync(path.join(baselines, 'gone--story.general.1280.png'), 'old');
    const results: VisualResults = {
      changed: [changed(button, 'general', 1280), changed(modal, 'wlb', 390)],
      stale: ['gone--story.general.1280.png'],
    };
    const approval = approvePictures(results, [], { baselines, output });
    expect(approval.approved).toEqual(['primitives-button--primary.general.1280.png', 'overlays-modal--open.wlb.390.png']);
    expect(approval.removed).toEqual(['gone--story.general.1280.png']);
    expect(fs.readdirSync(baselines).sort()).toEqual([
      'overlays-modal--open.wlb.390.png',
      'primitives-button--primary.general.1280.png',
    ]);
    const approved = decodePng(fs.readFileSync(path.join(baselines, 'overlays-modal--open.wlb.390.png')));
    expect(approved).toEqual(pictureOf('overlays-modal--open.wlb.390.png'));
    expect(approval.left).toEqual({ changed: [], stale: [] });
  });

  it('approves only the named story and keeps the rest for the next report', () => {
    const results: VisualResults = { changed: [changed(button, 'general', 1280), changed(modal, 'wlb', 390)], stale: [] };
    const approval = approvePictures(results, ['overlays-modal--open'], { baselines, output });
    expect(approval.approved).toEqual(['overlays-modal--open.wlb.390.png']);
    expect(approval.left.changed.map((r) => r.name)).toEqual(['primitives-button--primary.general.1280.png']);
    expect(fs.readdirSync(baselines)).toEqual(['overlays-modal--open.wlb.390.png']);
  });

  it('names an argument that matches no picture of the last run', () => {
    const results: VisualResults = { changed: [changed(button, 'general', 1280)], stale: [] };
    const approval = approvePictures(results, ['primitives-button--primry'], { baselines, output });
    expect(approval.unmatched).toEqual(['primitives-button--primry']);
    expect(fs.readdirSync(baselines)).toEqual([]);
  });
});

describe('the pictures a story calls for', () => {
  it('are both themes at both widths, and German and Serbian for the questionnaire in the general theme', () => {
    const question = { id: 'survey-question--oca', title: 'Survey/Question', name: 'OCA' };
    expect([...expectedPictureNames([button])].sort()).toEqual([
      'primitives-button--primary.general.1280.png',
      'primitives-button--primary.general.390.png',
      'primitives-button--primary.wlb.1280.png',
      'primitives-button--primary.wlb.390.png',
    ]);
    const names = expectedPictureNames([question]);
    expect(names.size).toBe(8);
    expect(names).toContain('survey-question--oca.general.sr.390.png');
    expect(names).toContain('survey-question--oca.general.de.1280.png');
    expect(names).not.toContain('survey-question--oca.wlb.de.1280.png');
  });
});
