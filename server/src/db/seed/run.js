import { loadEnv } from '../../config/env';
import { migrateDatabase, openDatabase } from '../client';
import { reseed } from './seed';
const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.pgliteDir });
try {
    await migrateDatabase(database.db);
    await reseed(database.db);
    console.log('Demo data loaded.');
}
finally {
    await database.close();
}
