/**
 * Offers `data` as a JSON file download. The file is built in the browser from the API's answer:
 * the call goes through the API client (cookie, error texts), which a plain link could not do.
 */
export function saveJsonFile(fileName: string, data: unknown) {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked on the next task: the download has started by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
