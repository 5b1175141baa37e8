import sanitizeHtml from 'sanitize-html';
/** The only markup a stored resume may hold: structure and emphasis, no links, styles or scripts. */
const RESUME_HTML_OPTIONS = {
    allowedTags: ['h1', 'h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'section', 'div', 'span'],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
};
export function sanitizeResumeHtml(html) {
    return sanitizeHtml(html, RESUME_HTML_OPTIONS).trim();
}
