import { z } from 'zod';
/**
 * The one rule for text the app accepts: PostgreSQL text and jsonb cannot hold U+0000, so a NUL
 * anywhere in a request (a value or a key, at any depth) is refused before it reaches the database.
 */
export const UNSTORABLE_TEXT_MESSAGE = 'Text cannot contain NUL (\\u0000) characters';
// Parsed JSON and query strings: arrays and plain records (whatever their prototype), not Buffers or Dates.
const isPlainContainer = (value) => Array.isArray(value) || Object.prototype.toString.call(value) === '[object Object]';
/** True when every string in the value, object keys included, can be stored. Walks without recursion, so depth cannot overflow the stack. */
export function isStorableText(value) {
    const pending = [value];
    while (pending.length > 0) {
        const item = pending.pop();
        if (typeof item === 'string') {
            if (item.includes('\u0000'))
                return false;
        }
        else if (isPlainContainer(item)) {
            for (const [key, child] of Object.entries(item)) {
                if (key.includes('\u0000'))
                    return false;
                pending.push(child);
            }
        }
    }
    return true;
}
/** A schema that first applies the text rule to its whole input; the server wraps every route schema with it. */
export function withStorableText(schema) {
    return z.unknown().refine(isStorableText, { error: UNSTORABLE_TEXT_MESSAGE, abort: true }).pipe(schema);
}
