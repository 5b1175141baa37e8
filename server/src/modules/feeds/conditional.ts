import type { IncomingHttpHeaders } from 'node:http';

/** RFC 9110: If-None-Match (weak comparison) decides when present; else If-Modified-Since, to the second. */
export function isNotModified(headers: IncomingHttpHeaders, version: { etag: string; lastModified: Date }): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(version.etag));
  }
  const ifModifiedSince = headers['if-modified-since'];
  if (!ifModifiedSince) return false;
  const since = Date.parse(ifModifiedSince);
  return Number.isFinite(since) && Math.floor(version.lastModified.getTime() / 1000) <= Math.floor(since / 1000);
}

/** Whether Accept-Encoding takes gzip (named, or `*`, with a q above 0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  let gzip: number | null = null;
  let any: number | null = null;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (name.trim() === 'gzip' || name.trim() === 'x-gzip') gzip = q;
    else if (name.trim() === '*') any = q;
  }
  const q = gzip ?? any ?? 0;
  return Number.isFinite(q) && q > 0;
}
