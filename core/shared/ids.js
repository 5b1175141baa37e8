import { z } from 'zod';
/**
 * The one shape of a record id: a UUID as PostgreSQL's uuid column takes it, 8-4-4-4-12 hex
 * digits of any version. Request schemas declare ids with `uuidSchema`; a service given an id
 * that was not validated (a path segment, a cursor) checks it with `isUuid`, so a malformed id
 * names no record (404) rather than reaching the database.
 */
export function uuidSchema(error) {
    return z.guid({ error });
}
const anyUuid = z.guid();
export function isUuid(value) {
    return anyUuid.safeParse(value).success;
}
