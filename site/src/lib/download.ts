/**
 * Files fetched with the Bearer token (PDFs) reach the visitor through an object URL: a plain link would
 * carry only the cookie, and the back office's session is the token.
 */

/** Saves the file under `fileName` (the browser's download). */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the file by the next task; the URL would otherwise hold it until the page closes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Shows the file in a new tab; where the browser blocks the tab, saves it instead. */
export function openFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const tab = window.open(url, '_blank');
  if (!tab) {
    URL.revokeObjectURL(url);
    saveFile(file, fileName);
    return;
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
