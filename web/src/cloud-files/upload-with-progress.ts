import i18next from 'i18next';
import { readAccessToken } from '../api/access-token';
import { ApiError, failedAnswer } from '../api/http';
import { viewAsRoleHeader, viewedRole } from '../api/view-as-role';

/**
 * POSTs a raw body with upload progress: fetch cannot report how much of a request body has
 * gone, XMLHttpRequest can. The headers and the error mapping are apiRequest's (token,
 * language, view-as-role; a non-OK answer is failedAnswer's ApiError).
 */
export function uploadWithProgress<T>(
  path: string,
  body: Blob,
  headers: Record<string, string>,
  onProgress?: (sent: number, total: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', i18next.language || 'en');
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    const token = readAccessToken();
    if (token) xhr.setRequestHeader('access-token', token);
    const viewing = viewedRole();
    if (viewing) xhr.setRequestHeader(viewAsRoleHeader, viewing.roleId);
    xhr.upload.onprogress = (event) =>
      onProgress?.(event.loaded, event.lengthComputable ? event.total : body.size);
    xhr.onerror = () => reject(new ApiError(0, 'ERR_UNKNOWN', i18next.t('networkError')));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    xhr.onload = () => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        parsed = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(parsed as T);
      // a 401 here raises the logged-out popup as any other call's does
      reject(failedAnswer({ status: xhr.status, statusText: xhr.statusText, body: parsed }));
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
