import type { Readable } from 'node:stream';
import yazl from 'yazl';

export type PackageZip = ReturnType<typeof packageZip>;

/** The package's ZIP: entries made now, or streamed lazily when the download reaches them. */
export function packageZip(now: Date) {
  const zip = new yazl.ZipFile();
  // yazl pipes each entry without passing its errors on: a failed entry ends the download, not the process.
  const failed = (error: Error) => (zip.outputStream as unknown as Readable).destroy(error);
  zip.on('error', failed);
  return {
    text: (content: string, name: string) => zip.addBuffer(Buffer.from(content, 'utf8'), name, { mtime: now }),

    lazy: (name: string, make: () => Promise<Readable> | Readable) =>
      zip.addReadStreamLazy(name, { mtime: now }, (cb) => {
        Promise.resolve()
          .then(make)
          .then(
            (stream) => {
              stream.once('error', failed);
              cb(null, stream);
            },
            (error: Error) => failed(error),
          );
      }),

    /** No more entries: the stream of the ZIP, which runs `cleanup` once it closes, ends or fails. */
    end(cleanup: () => void) {
      zip.end();
      zip.outputStream.once('close', cleanup);
      zip.outputStream.once('end', cleanup);
      zip.outputStream.once('error', cleanup);
      return zip.outputStream;
    },
  };
}
