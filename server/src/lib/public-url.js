/**
 * Where absolute links (e-mails, the sitemap, robots.txt, canonical links, payment return pages)
 * point: PUBLIC_URL, else http://localhost:<PORT>, where `npm start` is opened. Never the request's
 * Host or X-Forwarded-Host: any client can name another site there, and the sitemap and robots.txt
 * are cached for an hour.
 */
export function publicBaseUrl(env) {
    return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
}
