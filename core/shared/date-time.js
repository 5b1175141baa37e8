// US conventions in both languages: "2:00 PM CST" and "2:00 p.m. CST", never a 24-hour clock or "GMT-6".
const LOCALES = { en: 'en-US', es: 'es-US' };
const formatters = new Map();
function formatter(kind, { timeZone, language }) {
    const key = `${kind}|${language}|${timeZone}`;
    let cached = formatters.get(key);
    if (!cached) {
        const date = kind === 'date-time' ? { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' } : {};
        cached = new Intl.DateTimeFormat(LOCALES[language], { ...date, hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone });
        formatters.set(key, cached);
    }
    return cached;
}
// Some ICU versions put a narrow no-break space before "PM"; a plain-text e-mail reads better with a space.
const plainSpaces = (text) => text.replace(/[\u202f\u00a0]/g, ' ');
/** "Tue, Dec 1, 2026, 2:00 PM CST" (en) or "mar, 1 de dic de 2026, 2:00 p.m. CST" (es), in the reader's zone. */
export function formatDateTime(instant, options) {
    return plainSpaces(formatter('date-time', options).format(new Date(instant)));
}
/** "2:00 PM CST": the time of day with its zone's name. */
export function formatTimeWithZone(instant, options) {
    return plainSpaces(formatter('time', options).format(new Date(instant)));
}
