// A page cursor is the sort key of the last row sent, as a base64url JSON array: opaque to the
// client, and read back only by the list that wrote it, which checks every field (it is user input).
/** The cursor for a row whose sort key is `key`. */
export function encodeCursor(key) {
    return Buffer.from(JSON.stringify(key)).toString('base64url');
}
/** The key a cursor carries, or null when the value is not a base64url JSON array (the caller answers 400, as for a key it did not write). */
export function decodeCursor(value) {
    try {
        const key = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
        return Array.isArray(key) ? key : null;
    }
    catch {
        return null;
    }
}
