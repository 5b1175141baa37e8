function formatUtc(date) {
    return date
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
}
// Line breaks become the escaped "\n"; CR, NUL and the other control characters have no place in a
// TEXT value (RFC 5545 3.3.11), and a raw CR or LF would end the line and start a property of the sender's choosing.
const CONTROL_CHARACTERS = /(?!\t)\p{Cc}/gu;
/** A TEXT value: backslash, semicolon, comma and line breaks escaped, control characters (tab aside) dropped. */
function escapeIcsText(value) {
    return value
        .split(/\r\n|\n/)
        .map((line) => line.replace(CONTROL_CHARACTERS, '').replace(/[\\;,]/g, (char) => `\\${char}`))
        .join('\\n');
}
/** A URI value: a web address as the URL parser writes it (spaces and control characters percent-encoded), else none. */
function icsUrl(value) {
    try {
        const url = new URL(value.replace(CONTROL_CHARACTERS, ''));
        return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
    }
    catch {
        return null;
    }
}
const encoder = new TextEncoder();
/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1), never inside a character. */
function foldIcsLine(line) {
    const parts = [];
    let current = '';
    let octets = 0;
    for (const char of line) {
        const size = encoder.encode(char).length;
        // The continuation's leading space is one of its 75 octets.
        const limit = parts.length === 0 ? 75 : 74;
        if (octets + size > limit) {
            parts.push(current);
            current = '';
            octets = 0;
        }
        current += char;
        octets += size;
    }
    parts.push(current);
    return parts.join('\r\n ');
}
export function buildInterviewCalendar(event) {
    const url = event.url ? icsUrl(event.url) : null;
    const lines = [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//CrewBridge//Interviews//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        `UID:${event.uid}`,
        `DTSTAMP:${formatUtc(event.stamp)}`,
        `DTSTART:${formatUtc(event.start)}`,
        `DTEND:${formatUtc(event.end)}`,
        `SUMMARY:${escapeIcsText(event.summary)}`,
        `DESCRIPTION:${escapeIcsText(event.description)}`,
        ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
        ...(url ? [`URL:${url}`] : []),
        'END:VEVENT',
        'END:VCALENDAR',
    ];
    return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
