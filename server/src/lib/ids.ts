const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id names no record: answer 404 rather than let the database reject it. */
export function isUuid(value: string): boolean {
  return UUID_RE.test(value);
}
