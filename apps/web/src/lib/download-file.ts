/** Saves what an authenticated GET answers as a file (CSV exports), through the one API client. */
import { api, type QueryValue } from './api-client.ts';

export async function downloadFile(path: string, query: Record<string, QueryValue>, fileName: string): Promise<void> {
  const blob = await api.blob(path, query);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser's download by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
