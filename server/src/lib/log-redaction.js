// Query parameters that carry a credential: session tokens (/ws?token=), unsubscribe and reset
// links, signed upload URLs (signature, X-Amz-Signature), API keys, OAuth codes.
const SECRET_PARAM = /^(?:.*[-_])?(?:token|key|apikey|sig|signature|secret|code|password|credential|session|auth)$/i;
function decodedName(name) {
    try {
        return decodeURIComponent(name.replaceAll('+', ' '));
    }
    catch {
        return name;
    }
}
/** The URL with the values of its secret query parameters replaced by [redacted], the rest as sent. */
export function redactUrl(url) {
    const queryStart = url.indexOf('?');
    if (queryStart === -1)
        return url;
    const pairs = url
        .slice(queryStart + 1)
        .split('&')
        .map((pair) => {
        const separator = pair.indexOf('=');
        const name = separator === -1 ? pair : pair.slice(0, separator);
        return separator !== -1 && SECRET_PARAM.test(decodedName(name)) ? `${name}=[redacted]` : pair;
    });
    return `${url.slice(0, queryStart)}?${pairs.join('&')}`;
}
function serializeRequest(request) {
    const version = request.headers?.['accept-version'];
    return {
        method: request.method,
        url: request.url === undefined ? undefined : redactUrl(request.url),
        version: Array.isArray(version) ? version[0] : version,
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
    };
}
/** Fastify logger options whose request logs never hold a secret of the URL (LOG_LEVEL=info logs every request). */
export function withRedactedUrls(logger) {
    if (logger === false || logger === undefined)
        return logger;
    const options = logger === true ? {} : logger;
    return { ...options, serializers: { ...options.serializers, req: serializeRequest } };
}
