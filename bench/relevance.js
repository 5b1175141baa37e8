// Keyword relevance (issue 34): recall@10 and nDCG@10 per language over the relevance set
// (bench/relevance/set.ts), before (PostgreSQL's lexemes only: createJobSearchIndex words: false)
// and after (trade vocabulary, accents, typos). Embedded PGlite unless TEST_DATABASE_URL is set
// (then a throwaway database beside it). Writes bench/results/relevance.json.
// Usage: npm run bench:relevance [-- --misses]   [TEST_DATABASE_URL=postgres://...]
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { migrateDatabase, openDatabase } from '../server/src/db/client';
import { createJobSearchIndex } from '../server/src/modules/jobs/search-index';
import { withThrowawayDatabase } from './lib';
import { measureRelevance, seedRelevanceJobs } from './relevance/measure';
import { RELEVANCE_JOBS, RELEVANCE_QUERIES } from './relevance/set';
const { values: args } = parseArgs({ options: { misses: { type: 'boolean', default: false } } });
const RESULTS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'relevance.json');
async function run(databaseUrl) {
    const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
    try {
        await migrateDatabase(database.db);
        const keyOf = await seedRelevanceJobs(database.db);
        const measure = async (words) => {
            const index = createJobSearchIndex(database.db, { words });
            try {
                await index.load();
                return await measureRelevance(database.db, index, keyOf, RELEVANCE_QUERIES);
            }
            finally {
                index.close();
            }
        };
        return { before: await measure(false), after: await measure(true), embedded: database.isEmbedded };
    }
    finally {
        await database.close();
    }
}
const format = (value) => value.toFixed(3);
function print(label, before, after) {
    console.log(`\n${label}: ${RELEVANCE_QUERIES.length} queries over ${RELEVANCE_JOBS.length} jobs`);
    console.log('language  queries  recall@10 before  recall@10 after  nDCG@10 before  nDCG@10 after');
    for (const language of ['en', 'es']) {
        const [b, a] = [before.byLanguage[language], after.byLanguage[language]];
        console.log(`${language.padEnd(8)}  ${String(a.queries).padStart(7)}  ${format(b.recall).padStart(16)}  ${format(a.recall).padStart(15)}  ${format(b.ndcg).padStart(14)}  ${format(a.ndcg).padStart(13)}`);
    }
    console.log(`queries short of their jobs: before ${before.misses.length}, after ${after.misses.length}`);
    if (args.misses)
        for (const miss of after.misses)
            console.log(`  after: ${JSON.stringify(miss)}`);
}
const adminUrl = process.env.TEST_DATABASE_URL;
const result = adminUrl ? await withThrowawayDatabase(adminUrl, run) : await run(undefined);
print(result.embedded ? 'PGlite (embedded)' : 'PostgreSQL', result.before, result.after);
await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
await writeFile(RESULTS_FILE, `${JSON.stringify({ measuredAt: new Date().toISOString(), database: result.embedded ? 'pglite' : 'postgresql', queries: RELEVANCE_QUERIES.length, jobs: RELEVANCE_JOBS.length, before: result.before.byLanguage, after: result.after.byLanguage, missesAfter: result.after.misses }, null, 2)}\n`);
