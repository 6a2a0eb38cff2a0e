import { apiRequest } from './api-client.ts';

const FILE_NAME = /filename="([^"]+)"/;

/** The name the server gave the file (`Content-Disposition`), else the path's last part. */
function downloadedFileName(response: Response, url: string): string {
  const named = FILE_NAME.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return named ?? url.split('?')[0]?.split('/').pop() ?? 'download';
}

/**
 * Fetches a file and has the browser save it. Fetched rather than linked so that a refusal (a
 * lost session, too many downloads) reaches the page as an error instead of a failed download in
 * the browser's own bar, where the server's reason is lost.
 */
export async function downloadFile(url: string): Promise<void> {
  const response = await apiRequest('GET', url);
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = downloadedFileName(response, url);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after this task; revoking at once can cancel the save.
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}
