import { sql } from 'drizzle-orm';
import { appliedMigrationMillis, newestMigrationMillis } from '../../db/client';
import { SCHEMA_TABLE_NAMES } from '../../db/schema/all-tables';
// PostgreSQL's codes for a missing table and a missing schema (drizzle keeps its table in schema "drizzle").
const MISSING_RELATION_CODES = new Set(['42P01', '3F000']);
function postgresCode(error) {
    // Drizzle wraps the driver's error; the code sits on its cause.
    const withCause = error;
    const code = withCause.cause?.code ?? withCause.code;
    return typeof code === 'string' ? code : undefined;
}
async function missingTables(db) {
    const result = await db.execute(sql `select name from unnest(string_to_array(${SCHEMA_TABLE_NAMES.join(',')}, ',')) as name where to_regclass(quote_ident(name)) is null`);
    return result.rows.map((row) => row.name);
}
/**
 * Why this instance cannot serve yet, or null when it can: the database answers, holds every
 * migration of this build (a newer database is fine: during a rolling deploy the older instances keep
 * serving while the newer build's migrations, which must be backward compatible, are applied), still has
 * every table of the schema, and the job search index has loaded. A database answering `select 1`
 * with its tables gone once passed for ready while every route failed.
 */
export async function notReadyReason(db, jobSearch, expectedMigration = newestMigrationMillis()) {
    let applied;
    try {
        applied = await appliedMigrationMillis(db);
    }
    catch (error) {
        if (MISSING_RELATION_CODES.has(postgresCode(error) ?? ''))
            return 'migrations table missing';
        throw error;
    }
    if (applied === null || applied < expectedMigration)
        return `migrations not applied: database at ${applied ?? 'none'}, this build at ${expectedMigration}`;
    const missing = await missingTables(db);
    if (missing.length > 0)
        return `tables missing: ${missing.join(', ')}`;
    if (!jobSearch.isLoaded())
        return 'job search index not loaded';
    return null;
}
