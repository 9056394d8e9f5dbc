import { ApiError, SESSION_STORAGE_KEY } from './api';

/**
 * Downloads a file the API generates (an export): fetched with the session like every call, then
 * handed to the browser under the name the server gave it. A refusal raises an ApiError with the
 * server's message, as api.get would.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const headers: Record<string, string> = {};
  try {
    const sessionId = localStorage.getItem(SESSION_STORAGE_KEY);
    if (sessionId) headers.Authorization = `Bearer ${sessionId}`;
  } catch {
    // storage unavailable: the session cookie still goes along
  }
  const response = await fetch(url, { headers, credentials: 'include' });
  if (!response.ok) {
    const text = await response.text();
    let message = text || response.statusText;
    try {
      message = (JSON.parse(text) as { message?: string }).message || message;
    } catch {
      // not JSON: the raw text is the message
    }
    throw new ApiError(message, response.status, { message });
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const blobUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = blobUrl;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is no longer needed once it has been read.
  setTimeout(() => URL.revokeObjectURL(blobUrl), 0);
}
