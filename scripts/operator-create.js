// npm run operator:create -- --email <e> [--password <p>]: an operator account in the configured
// database (DATABASE_URL, else the embedded one under DATA_DIR: stop the app first). Without
// --password a one-time password is printed once. docs/operations.md "Operators".
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../core/auth/schemas';
import { loadEnv } from '../server/src/config/env';
import { migrateDatabase, openDatabase } from '../server/src/db/client';
import { createOperator } from '../server/src/modules/admin/operators';
import { refuseWhileServing } from './db-tools';
const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
const email = z.email().safeParse(values.email?.trim());
if (!email.success) {
    console.error('Usage: npm run operator:create -- --email <e-mail> [--password <password>]');
    process.exit(1);
}
if (values.password !== undefined && values.password.length < PASSWORD_MIN_LENGTH) {
    console.error(`The password needs at least ${PASSWORD_MIN_LENGTH} characters.`);
    process.exit(1);
}
const env = loadEnv();
if (!env.DATABASE_URL)
    await refuseWhileServing(env.PORT);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.pgliteDir });
try {
    await migrateDatabase(database.db);
    const operator = await createOperator(database.db, { email: email.data, password: values.password }, new Date());
    console.log(`Operator ${operator.email} created.`);
    if (operator.generated)
        console.log(`One-time password (shown once, change it after signing in): ${operator.password}`);
}
catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
}
finally {
    await database.close();
}
