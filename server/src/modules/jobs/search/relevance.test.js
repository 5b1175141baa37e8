// Pins a sample of the keyword relevance set (bench/relevance/set.ts; npm run bench:relevance measures all of it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureRelevance, seedRelevanceJobs, topKeys } from '../../../../../bench/relevance/measure';
import { RELEVANCE_QUERIES } from '../../../../../bench/relevance/set';
import { createTestApp } from '../../../test/test-app';
import { createJobSearchIndex } from '../search-index';
let ctx;
let keyOf;
let after;
let before;
beforeAll(async () => {
    ctx = await createTestApp();
    keyOf = await seedRelevanceJobs(ctx.database.db);
    after = createJobSearchIndex(ctx.database.db);
    before = createJobSearchIndex(ctx.database.db, { words: false });
    await Promise.all([after.load(), before.load()]);
});
afterAll(async () => {
    after?.close();
    before?.close();
    await ctx?.close();
});
// Every fourth query, in both languages, and the issue's own.
const SAMPLE = RELEVANCE_QUERIES.filter((query, i) => i % 4 === 0 || ['soldador', 'tuberia', 'electrican', 'soldadr', 'welder'].includes(query.q));
describe('keyword relevance set (sample)', () => {
    it.each(SAMPLE.map((query) => [query.q, query]))('%s lists its jobs in the first 10', async (_q, query) => {
        const top = await topKeys(ctx.database.db, after, keyOf, query.q);
        expect(top).toEqual(expect.arrayContaining(query.relevant));
    });
    it('reaches recall@10 >= 0.9 in both languages on the sample, well above the lexemes alone', async () => {
        const [withWords, lexemesOnly] = [
            await measureRelevance(ctx.database.db, after, keyOf, SAMPLE),
            await measureRelevance(ctx.database.db, before, keyOf, SAMPLE),
        ];
        for (const language of ['en', 'es']) {
            expect(withWords.byLanguage[language].recall).toBeGreaterThanOrEqual(0.9);
            expect(lexemesOnly.byLanguage[language].recall).toBeLessThan(withWords.byLanguage[language].recall);
        }
    });
});
