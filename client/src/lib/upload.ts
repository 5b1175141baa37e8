import { objectPathFromUploadUrl, type UploadFileType } from '@core/uploads/file-types';
import type { UploadUrlResponse } from '@core/uploads/schemas';
import { apiJson, parseApiError, TOKEN_KEY } from './api-client';

/** The upload URL was empty or its object path could not be derived (000 section 7). */
export class EmptyUploadUrlError extends Error {
  constructor() {
    super('No upload URL');
  }
}

/** PUTs the file with its content type, reporting progress 0-100; rejects like apiRequest on a non-OK answer. */
function putFile(url: string, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    if (file.type) request.setRequestHeader('Content-Type', file.type);
    const token = localStorage.getItem(TOKEN_KEY);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(parseApiError(request.status, request.responseText, request.statusText));
    };
    request.onerror = () => reject(new Error('Network error'));
    request.send(file);
  });
}

/** GET /api/upload-url, then PUT the file to it; resolves to the stored "/objects/..." path. */
export async function uploadFile(fileType: UploadFileType, file: File, onProgress: (percent: number) => void = () => {}): Promise<string> {
  const { uploadURL } = await apiJson<UploadUrlResponse>('GET', `/api/upload-url?fileType=${fileType}`);
  const objectPath = uploadURL ? objectPathFromUploadUrl(uploadURL) : '';
  if (!objectPath) throw new EmptyUploadUrlError();
  await putFile(uploadURL, file, onProgress);
  return objectPath;
}
