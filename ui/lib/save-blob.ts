/** Saves a blob as a file through a temporary link: the browser's own download, no new window. */
export function saveBlob(blob: Blob, filename: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns; give them time before releasing it.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
