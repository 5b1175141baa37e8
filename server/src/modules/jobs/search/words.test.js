// Bilingual, forgiving keyword search (issue 34): the trade vocabulary, accents and one-letter typos, through GET /api/jobs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../../db/schema/jobs';
import { injectAs } from '../../../test/api';
import { errorBody } from '../../../test/error-body';
import { completeEmployerProfile } from '../../../test/factories';
import { createTestApp, registerUser } from '../../../test/test-app';
import { sharedVocabularyStems } from './vocabulary-stems';
let ctx;
let workerToken;
const ids = {};
const SEEDED = {
    pipeWelder: { title: 'Pipe Welder', description: 'Join a shutdown crew at the refinery.', industry: 'oilgas' },
    roboticWelding: { title: 'Robotic Welding Technician', description: 'Program and tend the cells.', industry: 'manufacturing' },
    electrician: { title: 'Electrician', description: 'Service calls and panel upgrades.', industry: 'construction' },
    tuberia: { title: 'Instalador de tubería', description: 'Tubería de cobre y PVC en obra nueva.', industry: 'construction' },
    soldadorEs: { title: 'Soldador de estructuras', description: 'Soldadura de acero en taller.', industry: 'manufacturing' },
    driver: { title: 'Truck Driver', description: 'Regional routes, home weekends.', industry: 'energy' },
};
beforeAll(async () => {
    ctx = await createTestApp();
    const employer = await registerUser(ctx.app, 'employer');
    await completeEmployerProfile(ctx.database.db, employer.user.id, 'Gulf Coast Works');
    for (const [key, job] of Object.entries(SEEDED)) {
        const [row] = await ctx.database.db
            .insert(jobs)
            .values({ ...job, location: 'Houston, TX', jobType: 'full-time', employerId: employer.user.id })
            .returning({ id: jobs.id });
        ids[key] = row.id;
    }
    workerToken = (await registerUser(ctx.app, 'worker')).token;
});
afterAll(async () => {
    await ctx?.close();
});
async function search(q) {
    const response = await injectAs(ctx.app, workerToken).get('/api/jobs', { query: { q } });
    expect(response.statusCode, response.body).toBe(200);
    const { jobs: list } = response.json();
    const byKey = Object.fromEntries(list.map((job) => [Object.entries(ids).find(([, id]) => id === job.id)?.[0] ?? job.id, job.matchedTerms ?? []]));
    return byKey;
}
describe('GET /api/jobs keyword through the vocabulary, accents and typos', () => {
    it("finds a 'Pipe Welder' for 'soldador' and says it matched 'welder'", async () => {
        const found = await search('soldador');
        expect(Object.keys(found).sort()).toEqual(['pipeWelder', 'roboticWelding', 'soldadorEs']);
        expect(found.pipeWelder).toEqual(['welder']);
        // A job holding the word itself reports nothing.
        expect(found.soldadorEs).toEqual([]);
    });
    it("finds Spanish postings for 'welder' and 'welding' for 'welder'", async () => {
        const found = await search('welder');
        expect(Object.keys(found).sort()).toEqual(['pipeWelder', 'roboticWelding', 'soldadorEs']);
        expect(found.pipeWelder).toEqual([]);
        expect(found.roboticWelding).toEqual(['weld']);
    });
    it("finds 'tubería' for 'tuberia' and 'TUBERÍA', without reporting a match through the vocabulary", async () => {
        expect(await search('tuberia')).toEqual({ tuberia: [], pipeWelder: ['pipe'] });
        expect(Object.keys(await search('TUBERÍA')).sort()).toEqual(['pipeWelder', 'tuberia']);
    });
    it("finds 'Electrician' for the typo 'electrican' and 'soldadr', and both words of 'operador de camión'", async () => {
        expect(await search('electrican')).toEqual({ electrician: ['electrician'] });
        expect(Object.keys(await search('soldadr')).sort()).toEqual(['pipeWelder', 'roboticWelding', 'soldadorEs']);
        expect(await search('chofer de camion')).toEqual({ driver: ['driver', 'truck'] });
    });
    it('adds no typo neighbours to a word that matches, nor to short words', async () => {
        // 'welder' matches: 'welded', 'wilder'... are not looked for; 'weldr' (5 letters) is.
        expect(Object.keys(await search('weld')).sort()).toEqual(['pipeWelder', 'roboticWelding', 'soldadorEs']);
        expect(await search('pipx')).toEqual({});
    });
    it('excludes through the vocabulary too', async () => {
        expect(Object.keys(await search('soldador -tubería')).sort()).toEqual(['roboticWelding', 'soldadorEs']);
    });
    it('counts what it lists', async () => {
        const response = await injectAs(ctx.app, workerToken).get('/api/jobs/count', { query: { q: 'soldadura' } });
        expect(response.json()).toEqual({ total: 3, isCapped: false });
    });
    it('still refuses bad input with 400', async () => {
        const response = await injectAs(ctx.app, workerToken).get('/api/jobs', { query: { q: 'soldador', sort: 'cheapest' } });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(errorBody('Unknown sort'));
    });
    it('needs a signed-in user', async () => {
        expect((await injectAs(ctx.app, null).get('/api/jobs', { query: { q: 'soldador' } })).statusCode).toBe(401);
    });
    it("stems no two vocabulary groups' words alike in PostgreSQL's english configuration", async () => {
        expect(await sharedVocabularyStems(ctx.database.db)).toEqual([]);
    });
});
