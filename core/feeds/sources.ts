// Plain values, no zod: the job page and the worker's dashboard read them before any form needs a schema.
/**
 * Where an application came from: the feed whose link the worker followed (`?source=` on the job's
 * address). A closed list, so a tag is never free text: the database holds the same list
 * (applications_source_check, migration 0062). 'feed' is the generic feed read without a board's name.
 */
export const APPLICATION_SOURCES = ['indeed', 'ziprecruiter', 'talent', 'jooble', 'feed'] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];

export const isApplicationSource = (value: unknown): value is ApplicationSource =>
  typeof value === 'string' && (APPLICATION_SOURCES as readonly string[]).includes(value);
