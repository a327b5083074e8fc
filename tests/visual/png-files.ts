import { PNG } from 'pngjs';

export interface Bitmap {
  width: number;
  height: number;
  data: Buffer;
}

export function decodePng(bytes: Buffer): Bitmap {
  const png = PNG.sync.read(bytes);
  return { width: png.width, height: png.height, data: png.data };
}

/** A lossless PNG of an opaque picture (the diffs): colour without the alpha channel, deflate at its best. */
export function encodePng(bitmap: Bitmap): Buffer {
  const opaque = { colorType: 2, inputHasAlpha: true } as const;
  const png = new PNG({ width: bitmap.width, height: bitmap.height, ...opaque });
  bitmap.data.copy(png.data);
  return PNG.sync.write(png, { ...opaque, deflateLevel: 9, deflateStrategy: 1, filterType: -1 });
}
