// Runs the relevance set (set.ts) through a job search index: its jobs into a database, its
// queries through the index's keyword path, recall@10 and nDCG@10 per language.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { jobs } from '../../server/src/db/schema/jobs';
import { RELEVANCE_JOBS } from './set';
const TOP = 10;
const MINUTE_MS = 60_000;
/** Inserts the set's jobs (newest first, a minute apart) under one employer; returns job id -> key. */
export async function seedRelevanceJobs(db) {
    const employerId = randomUUID();
    await db.execute(sql `insert into users (id, email, password_hash, user_type) values (${employerId}, ${`relevance-${employerId}@bench.example.com`}, 'x', 'employer')`);
    const now = Date.now();
    const rows = await db
        .insert(jobs)
        .values(RELEVANCE_JOBS.map((job, i) => ({
        employerId,
        title: job.title,
        description: job.description,
        skills: job.skills ?? [],
        industry: 'construction',
        location: 'Houston, TX',
        jobType: 'full-time',
        postedAt: new Date(now - i * MINUTE_MS),
    })))
        .returning({ id: jobs.id, title: jobs.title, description: jobs.description });
    return new Map(rows.map((row) => [row.id, RELEVANCE_JOBS.find((job) => job.title === row.title && job.description === row.description).key]));
}
/** One query's first 10 keys, newest first as the search lists them. */
export async function topKeys(db, index, keyOf, q) {
    const keyword = await index.keyword(db, q);
    const hits = index.rank({ filters: { keyword }, sort: 'newest', match: null, cursor: null, limit: TOP, now: Date.now() });
    return hits.map((hit) => keyOf.get(hit.id) ?? hit.id);
}
/** recall@10: the share of the relevant jobs in the first 10; nDCG@10 with each relevant job worth 1. */
export function scoreQuery(top, relevant) {
    const wanted = new Set(relevant);
    const found = top.slice(0, TOP).filter((key) => wanted.has(key)).length;
    const gain = (rank) => 1 / Math.log2(rank + 2);
    const dcg = top.slice(0, TOP).reduce((sum, key, rank) => sum + (wanted.has(key) ? gain(rank) : 0), 0);
    let ideal = 0;
    for (let rank = 0; rank < Math.min(TOP, wanted.size); rank += 1)
        ideal += gain(rank);
    return { recall: found / wanted.size, ndcg: ideal === 0 ? 0 : dcg / ideal };
}
export async function measureRelevance(db, index, keyOf, queries) {
    const sums = { en: { queries: 0, recall: 0, ndcg: 0 }, es: { queries: 0, recall: 0, ndcg: 0 } };
    const misses = [];
    for (const query of queries) {
        const top = await topKeys(db, index, keyOf, query.q);
        const score = scoreQuery(top, query.relevant);
        const sum = sums[query.language];
        sum.queries += 1;
        sum.recall += score.recall;
        sum.ndcg += score.ndcg;
        if (score.recall < 1)
            misses.push({ q: query.q, top, relevant: query.relevant });
    }
    const mean = (sum) => ({
        queries: sum.queries,
        recall: sum.queries ? sum.recall / sum.queries : 0,
        ndcg: sum.queries ? sum.ndcg / sum.queries : 0,
    });
    return { byLanguage: { en: mean(sums.en), es: mean(sums.es) }, misses };
}
