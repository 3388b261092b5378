import { type ErrorBody, isErrorCode } from '@strata/api/contract/error-codes';
import i18next from 'i18next';
import { ApiError } from '../api/http';
import { readAccessToken } from '../session/access-token';
import { viewAsRoleHeader, viewedRole } from '../session/view-as-role';

/**
 * POSTs a raw body with upload progress: fetch cannot report how much of a request body has
 * gone, XMLHttpRequest can. The headers and the error mapping are apiRequest's (token,
 * language, view-as-role; a non-OK answer is an ApiError with the server's code).
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
      const error = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Partial<ErrorBody>;
      const code = isErrorCode(error.code) ? error.code : 'ERR_SERVER';
      reject(
        new ApiError(
          xhr.status,
          code,
          error.message ?? i18next.t('MsgServerError', { text: xhr.statusText || String(xhr.status) }),
        ),
      );
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
