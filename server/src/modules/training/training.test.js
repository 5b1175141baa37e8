import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCatalogueTexts, trainingProgramTexts } from '@core/shared/catalogue-texts';
import { SEED_TRAINING_PROGRAMS } from '@core/training/programs';
import { trainingPrograms } from '../../db/schema/training';
import { injectAs } from '../../test/api';
import { createTestApp } from '../../test/test-app';
let ctx;
beforeAll(async () => {
    ctx = await createTestApp();
});
afterAll(async () => {
    await ctx?.close();
});
const program = (title, level, instructorName, studentsTrained, graduatesPlaced) => ({
    title,
    description: `${title} description`,
    level,
    duration: '8 weeks',
    category: 'Safety',
    features: ['One', 'Two', 'Three', 'Four', 'Five'],
    instructorName,
    studentsTrained,
    graduatesPlaced,
});
describe('training', () => {
    it('answers zeros and an empty list when there are no programs', async () => {
        const stats = await injectAs(ctx.app, null).get('/api/training-stats');
        expect(stats.statusCode).toBe(200);
        expect(stats.json()).toEqual({ studentsCount: 0, programsCount: 0, instructorsCount: 0, placementRate: 0 });
        expect((await injectAs(ctx.app, null).get('/api/training-programs')).json()).toEqual([]);
    });
    it('lists programs publicly and computes the stats from them', async () => {
        await ctx.database.db
            .insert(trainingPrograms)
            .values([
            program('Welding Basics', 'Beginner', 'Ana Ruiz', 300, 250),
            program('Advanced Rigging', 'Advanced', 'Ana Ruiz', 100, 90),
            program('Fiber Splicing', 'Intermediate', 'Sam Lee', 200, 133),
        ]);
        const programs = await injectAs(ctx.app, null).get('/api/training-programs');
        expect(programs.statusCode).toBe(200);
        const body = programs.json();
        expect(body.map((item) => item.title)).toEqual(['Advanced Rigging', 'Fiber Splicing', 'Welding Basics']);
        expect(body[0]).toEqual({
            id: expect.any(String),
            title: 'Advanced Rigging',
            description: 'Advanced Rigging description',
            level: 'Advanced',
            duration: '8 weeks',
            category: 'Safety',
            features: ['One', 'Two', 'Three', 'Four', 'Five'],
            instructorName: 'Ana Ruiz',
            credentialIds: [],
        });
        const stats = await injectAs(ctx.app, null).get('/api/training-stats');
        // 473 placed of 600 trained = 78.8 %, two distinct instructors.
        expect(stats.json()).toEqual({ studentsCount: 600, programsCount: 3, instructorsCount: 2, placementRate: 79 });
    });
    it("answers the seeded programs' English as the catalogue keys it, whatever the asker's language", async () => {
        // The screen words each program in its language from the catalogue namespace by these keys (trainingProgramTexts).
        await ctx.database.db.insert(trainingPrograms).values(SEED_TRAINING_PROGRAMS);
        const catalogue = new Map(listCatalogueTexts().map((text) => [text.key, text.en]));
        const english = (await injectAs(ctx.app, null).get('/api/training-programs')).json();
        const spanish = await injectAs(ctx.app, null).get('/api/training-programs', { headers: { 'accept-language': 'es-MX,es;q=0.9' } });
        expect(spanish.json()).toEqual(english);
        const seeded = english.filter((item) => SEED_TRAINING_PROGRAMS.some((seed) => seed.title === item.title));
        expect(seeded).toHaveLength(SEED_TRAINING_PROGRAMS.length);
        for (const item of seeded) {
            const texts = trainingProgramTexts(item);
            for (const text of [texts.title, texts.description, ...texts.features])
                expect(catalogue.get(text.key), text.key).toBe(text.en);
        }
    });
});
