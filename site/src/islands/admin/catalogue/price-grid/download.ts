/** Hands text to the browser as a file download, without a round trip to the server. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // After the click has started the download: revoking at once would cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
