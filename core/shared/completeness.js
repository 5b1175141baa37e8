/** A required value counts when it is a non-blank string, a non-empty list or any other non-null value. */
function isFilled(value) {
    if (Array.isArray(value))
        return value.length > 0;
    return typeof value === 'string' ? value.trim().length > 0 : value !== null && value !== undefined;
}
/** How much of a profile's required fields is filled: percent, the labels still missing, and whether none are. */
export function measureCompleteness(fields, values) {
    const missing = fields.filter((field) => !isFilled(values?.[field.key])).map((field) => field.label);
    return {
        percent: Math.round(((fields.length - missing.length) / fields.length) * 100),
        missing,
        isComplete: missing.length === 0,
    };
}
