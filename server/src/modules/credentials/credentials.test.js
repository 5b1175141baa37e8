import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIALS } from '@core/credentials/catalogue';
import { CREDENTIAL_MESSAGES } from '@core/credentials/schemas';
import { addDays, isoToday } from '@core/credentials/status';
import { applications } from '../../db/schema/applications';
import { certifications } from '../../db/schema/career';
import { trainingPrograms } from '../../db/schema/training';
import { workerProfiles } from '../../db/schema/worker-profile';
import { SEED_TRAINING_PROGRAMS } from '@core/training/programs';
import { injectAs } from '../../test/api';
import { errorBody } from '../../test/error-body';
import { createTestApp, registerUser } from '../../test/test-app';
import { samplePdf, samplePng, uploadTestFile } from '../uploads/test-files';
import { credentialsForWorkers, heldCredentials } from './service';
let ctx;
let dataDir;
beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'crewbridge-credentials-'));
    ctx = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
    await ctx?.close();
    rmSync(dataDir, { recursive: true, force: true });
});
const today = isoToday();
const wallet = (caller) => injectAs(ctx.app, caller).get('/api/worker/credentials');
const add = (caller, body) => injectAs(ctx.app, caller).post('/api/worker/credentials', body);
const edit = (caller, id, body) => injectAs(ctx.app, caller).patch(`/api/worker/credentials/${id}`, body);
const remove = (caller, id) => injectAs(ctx.app, caller).delete(`/api/worker/credentials/${id}`);
async function newWorker(preferredIndustries = []) {
    const worker = await registerUser(ctx.app, 'worker');
    await ctx.database.db.update(workerProfiles).set({ preferredIndustries }).where(eq(workerProfiles.userId, worker.user.id));
    return worker;
}
describe('GET /api/credentials/catalogue', () => {
    it('lists the whole catalogue to anyone, and lets it be cached', async () => {
        const response = await injectAs(ctx.app, null).get('/api/credentials/catalogue');
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('public, max-age=86400');
        const body = response.json();
        expect(body.length).toBe(CREDENTIALS.length);
        expect(body.find((item) => item.id === 'twic')).toMatchObject({
            name: 'TWIC Card',
            issuingBody: 'TSA',
            validityMonths: 60,
        });
    });
});
describe('the worker credential wallet', () => {
    it('adds a catalogue credential, fills its name and body in, and computes valid, expiring and expired', async () => {
        const worker = await newWorker(['oilgas']);
        const twic = await add(worker, { credentialId: 'twic', number: ' TW-1234 ', issuedAt: '2024-05-01', expiresAt: addDays(today, 365) });
        expect(twic.statusCode, twic.body).toBe(201);
        expect(twic.json()).toEqual({
            id: expect.any(String),
            credentialId: 'twic',
            name: 'TWIC Card',
            number: 'TW-1234',
            issuingBody: 'TSA',
            issuedAt: '2024-05-01',
            expiresAt: addDays(today, 365),
            evidenceUrl: null,
            status: 'valid',
            inProgress: false,
        });
        const expiring = await add(worker, { credentialId: 'h2s-clear', expiresAt: addDays(today, 30) });
        expect(expiring.json().status).toBe('expiring');
        const expired = await add(worker, { credentialId: 'cdl-a', issuingBody: 'Texas DPS', expiresAt: addDays(today, -1) });
        expect(expired.json()).toMatchObject({ status: 'expired', issuingBody: 'Texas DPS', name: 'CDL Class A' });
        const listed = await wallet(worker);
        expect(listed.statusCode).toBe(200);
        expect(listed.json().map((item) => item.credentialId)).toEqual(['twic', 'h2s-clear', 'cdl-a']);
    });
    it('keeps a free-text name, linked to the catalogue when it names an entry', async () => {
        const worker = await newWorker();
        const known = await add(worker, { name: 'osha 10' });
        expect(known.json()).toMatchObject({ credentialId: 'osha-10-construction', name: 'osha 10', issuingBody: 'OSHA', status: 'valid' });
        const unknown = await add(worker, { name: 'Company rigging card', issuingBody: '' });
        expect(unknown.json()).toMatchObject({ credentialId: null, name: 'Company rigging card', issuingBody: null });
    });
    it('edits and removes a record', async () => {
        const worker = await newWorker();
        const { id } = (await add(worker, { name: 'Forklift' })).json();
        const edited = await edit(worker, id, { credentialId: 'aerial-lift-mewp', expiresAt: addDays(today, 10), number: 'AL-9' });
        expect(edited.statusCode, edited.body).toBe(200);
        expect(edited.json()).toMatchObject({
            credentialId: 'aerial-lift-mewp',
            name: 'Aerial Lift / MEWP Operator',
            issuingBody: 'Employer per ANSI A92',
            number: 'AL-9',
            status: 'expiring',
        });
        const cleared = await edit(worker, id, { number: null, expiresAt: '', issuingBody: '' });
        expect(cleared.json()).toMatchObject({
            number: null,
            expiresAt: null,
            status: 'valid',
            name: 'Aerial Lift / MEWP Operator',
            issuingBody: 'Employer per ANSI A92',
        });
        const ownWords = await edit(worker, id, { credentialId: null, name: 'Site lift card', issuingBody: 'Acme Rentals' });
        expect(ownWords.json()).toMatchObject({ credentialId: null, name: 'Site lift card', issuingBody: 'Acme Rentals' });
        const removed = await remove(worker, id);
        expect(removed.statusCode).toBe(200);
        expect(removed.json()).toEqual({ message: CREDENTIAL_MESSAGES.deleted });
        expect((await wallet(worker)).json()).toEqual([]);
    });
    it.each([
        [{}, CREDENTIAL_MESSAGES.credentialInvalid],
        [{ credentialId: 'moon-walker' }, CREDENTIAL_MESSAGES.credentialInvalid],
        [{ name: '   ' }, CREDENTIAL_MESSAGES.credentialInvalid],
        [{ name: 'x'.repeat(201) }, CREDENTIAL_MESSAGES.nameTooLong],
        [{ credentialId: 'twic', number: 'x'.repeat(101) }, CREDENTIAL_MESSAGES.numberTooLong],
        [{ credentialId: 'twic', expiresAt: '2026-02-30' }, CREDENTIAL_MESSAGES.dateInvalid],
        [{ credentialId: 'twic', issuedAt: 'yesterday' }, CREDENTIAL_MESSAGES.dateInvalid],
        [{ credentialId: 'twic', issuedAt: '2026-05-01', expiresAt: '2026-04-30' }, CREDENTIAL_MESSAGES.expiresBeforeIssued],
        [{ credentialId: 'twic', evidenceUrl: 'https://example.com/card.png' }, CREDENTIAL_MESSAGES.evidenceInvalid],
    ])('refuses %j with 400 and writes nothing', async (body, message) => {
        const worker = await newWorker();
        const response = await add(worker, body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject(errorBody(message));
        expect((await wallet(worker)).json()).toEqual([]);
    });
    it('checks an edited date against the stored one', async () => {
        const worker = await newWorker();
        const { id } = (await add(worker, { credentialId: 'twic', issuedAt: '2026-05-01' })).json();
        const response = await edit(worker, id, { expiresAt: '2026-01-01' });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(errorBody(CREDENTIAL_MESSAGES.expiresBeforeIssued));
        expect((await wallet(worker)).json()[0].expiresAt).toBeNull();
    });
    it("answers 401 signed out, 403 to an employer and 404 for another worker's or a malformed id", async () => {
        const owner = await newWorker();
        const other = await newWorker();
        const employer = await registerUser(ctx.app, 'employer');
        const { id } = (await add(owner, { credentialId: 'twic' })).json();
        expect((await wallet(null)).statusCode).toBe(401);
        expect((await wallet(employer)).statusCode).toBe(403);
        expect((await add(employer, { credentialId: 'twic' })).statusCode).toBe(403);
        expect((await wallet(other)).json()).toEqual([]);
        for (const response of [await edit(other, id, { number: 'stolen' }), await remove(other, id), await remove(owner, 'not-a-uuid')]) {
            expect(response.statusCode).toBe(404);
            expect(response.json()).toEqual(errorBody(CREDENTIAL_MESSAGES.notFound));
        }
        expect((await wallet(owner)).json()).toMatchObject([{ id, number: null }]);
    });
});
describe('evidence', () => {
    it('takes a photo or PDF the worker uploaded, never another kind or someone else’s', async () => {
        const worker = await newWorker();
        const other = await newWorker();
        const photo = await uploadTestFile(ctx.app, worker.token, 'avatar', samplePng());
        const pdf = await uploadTestFile(ctx.app, worker.token, 'document', samplePdf());
        const resume = await uploadTestFile(ctx.app, worker.token, 'resume', samplePdf());
        const othersPhoto = await uploadTestFile(ctx.app, other.token, 'avatar', samplePng());
        const withPhoto = await add(worker, { credentialId: 'twic', evidenceUrl: photo });
        expect(withPhoto.statusCode, withPhoto.body).toBe(201);
        expect(withPhoto.json().evidenceUrl).toBe(photo);
        expect((await edit(worker, withPhoto.json().id, { evidenceUrl: pdf })).json().evidenceUrl).toBe(pdf);
        for (const evidenceUrl of [resume, othersPhoto, '/objects/avatars/00000000-0000-0000-0000-000000000000']) {
            const refused = await edit(worker, withPhoto.json().id, { evidenceUrl });
            expect(refused.statusCode).toBe(400);
            expect(refused.json()).toEqual(errorBody(CREDENTIAL_MESSAGES.evidenceInvalid));
        }
        expect((await wallet(worker)).json()[0].evidenceUrl).toBe(pdf);
    });
    it('opens for employers the worker applied to; 404 for other employers and workers', async () => {
        const worker = await newWorker();
        const otherWorker = await newWorker();
        const employer = await registerUser(ctx.app, 'employer');
        const otherEmployer = await registerUser(ctx.app, 'employer');
        const photo = await uploadTestFile(ctx.app, worker.token, 'avatar', samplePng());
        await add(worker, { credentialId: 'twic', evidenceUrl: photo });
        await ctx.database.db.insert(applications).values({ workerId: worker.user.id, employerId: employer.user.id, jobTitle: 'Pipe Welder' });
        expect((await injectAs(ctx.app, worker).get(photo)).statusCode).toBe(200);
        const served = await injectAs(ctx.app, employer).get(photo);
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toContain('image/png');
        for (const viewer of [otherEmployer, otherWorker, null]) {
            expect((await injectAs(ctx.app, viewer).get(photo)).statusCode).toBe(viewer ? 404 : 401);
        }
    });
});
describe('one set of records with the career tools and the profile', () => {
    it('shows a wallet record in the career certifications and a career certification in the wallet', async () => {
        const worker = await newWorker(['mining', 'oilgas']);
        await add(worker, { credentialId: 'twic', issuedAt: '2025-01-02', expiresAt: '2030-01-02', number: 'T-1' });
        const career = await injectAs(ctx.app, worker).post('/api/certifications', {
            certificationName: 'NFPA 70E',
            certifyingBody: 'NFPA',
            industry: 'datacenter',
            status: 'earned',
            expirationDate: addDays(today, 20),
        });
        expect(career.statusCode).toBe(201);
        const certificationsList = (await injectAs(ctx.app, worker).get('/api/certifications')).json();
        expect(certificationsList).toContainEqual(expect.objectContaining({
            certificationName: 'TWIC Card',
            certifyingBody: 'TSA',
            industry: 'oilgas',
            status: 'earned',
            earnedDate: '2025-01-02',
            expirationDate: '2030-01-02',
        }));
        expect((await wallet(worker)).json()).toMatchObject([
            { credentialId: 'twic', name: 'TWIC Card' },
            { credentialId: 'nfpa-70e', name: 'NFPA 70E', issuingBody: 'NFPA', status: 'expiring', inProgress: false },
        ]);
    });
    it('takes the worker’s first preferred career industry for a free-text name, else general', async () => {
        const worker = await newWorker(['energy', 'mining']);
        await add(worker, { name: 'Plant badge' });
        await add(await newWorker(['energy']), { name: 'Plant badge' });
        const rows = await ctx.database.db.select().from(certifications).where(eq(certifications.certificationName, 'Plant badge'));
        expect(rows.map((row) => row.industry).sort()).toEqual(['general', 'mining']);
    });
    it('reads the profile certifications from the wallet; writing them adds and removes plain records only', async () => {
        const worker = await newWorker();
        const profileUrl = `/api/worker-profile/${worker.user.id}`;
        await add(worker, { credentialId: 'twic', number: 'T-9' });
        await add(worker, { name: 'Scaffold' });
        expect((await injectAs(ctx.app, worker).get(profileUrl)).json().certifications).toEqual(['TWIC Card', 'Scaffold']);
        const saved = await injectAs(ctx.app, worker).put(profileUrl, { certifications: ['OSHA 30', 'scaffold'] });
        expect(saved.statusCode, saved.body).toBe(200);
        // TWIC has a number, so leaving it out of the list keeps it; Scaffold is listed; OSHA 30 is new.
        expect(saved.json().certifications).toEqual(['TWIC Card', 'Scaffold', 'OSHA 30']);
        expect((await wallet(worker)).json().at(-1)).toMatchObject({ name: 'OSHA 30', credentialId: 'osha-30-construction' });
        const emptied = await injectAs(ctx.app, worker).put(profileUrl, { certifications: [] });
        expect(emptied.json().certifications).toEqual(['TWIC Card']);
    });
    it('gives matching the earned catalogue credentials and employers the whole wallet, per worker', async () => {
        const worker = await newWorker();
        const empty = await newWorker();
        await add(worker, { credentialId: 'twic', expiresAt: '2030-01-01' });
        await add(worker, { name: 'Company badge' });
        await injectAs(ctx.app, worker).post('/api/certifications', {
            certificationName: 'CDL A',
            certifyingBody: 'DMV',
            industry: 'general',
            status: 'in_progress',
        });
        const held = await heldCredentials(ctx.database.db, [worker.user.id, empty.user.id]);
        expect(held.get(worker.user.id)).toEqual([{ credentialId: 'twic', expiresAt: '2030-01-01' }]);
        expect(held.get(empty.user.id)).toEqual([]);
        const full = await credentialsForWorkers(ctx.database.db, [worker.user.id]);
        expect(full.get(worker.user.id).map((item) => [item.name, item.inProgress])).toEqual([
            ['TWIC Card', false],
            ['Company badge', false],
            ['CDL A', true],
        ]);
    });
});
describe('migration 0024', () => {
    const migration = readFileSync(path.join(import.meta.dirname, '../../db/migrations/0024_credential_wallet.sql'), 'utf8');
    const statements = migration.split('--> statement-breakpoint');
    const run = async (match) => {
        for (const statement of statements.filter(match))
            await ctx.database.db.execute(sql.raw(statement));
    };
    it('turns the old free-text profile certifications into wallet records matched to the catalogue', async () => {
        const db = ctx.database.db;
        const worker = await newWorker(['energy', 'oilgas']);
        await injectAs(ctx.app, worker).post('/api/certifications', {
            certificationName: 'NCCER Core',
            certifyingBody: 'NCCER',
            industry: 'construction',
        });
        // Bring the old column back for this run (the migration drops it again).
        await db.execute(sql `alter table worker_profiles add column certifications text[] default '{}' not null`);
        const oldList = ['OSHA  10', 'Own crane card', 'nccer core', 'osha 10', ' '];
        await db.execute(sql `update worker_profiles set certifications = array[${sql.join(oldList.map((name) => sql `${name}`), sql `, `)}]::text[] where user_id = ${worker.user.id}`);
        await run((statement) => statement.includes('credential_catalogue_0024') || statement.includes('DROP COLUMN "certifications"'));
        expect((await wallet(worker)).json()).toMatchObject([
            { name: 'NCCER Core', credentialId: 'nccer-core' },
            { name: 'OSHA  10', credentialId: 'osha-10-construction', issuingBody: 'OSHA', status: 'valid' },
            { name: 'Own crane card', credentialId: null, issuingBody: null },
        ]);
        const rows = await db.select().from(certifications).where(eq(certifications.userId, worker.user.id));
        expect(rows.map((row) => [row.certificationName, row.industry, row.status])).toEqual(expect.arrayContaining([
            ['OSHA  10', 'construction', 'earned'],
            ['Own crane card', 'oilgas', 'earned'],
        ]));
    });
    it('gives the demo training programs their credentials and adds the TWIC program the seed has', async () => {
        const db = ctx.database.db;
        const seeded = (title) => {
            const { credentialIds: _credentialIds, ...program } = SEED_TRAINING_PROGRAMS.find((item) => item.title === title);
            return program;
        };
        await db.insert(trainingPrograms).values([seeded('OSHA 30 Construction Safety'), seeded('PLC Programming')]);
        await run((statement) => statement.includes('"training_programs" SET') || statement.includes('INSERT INTO "training_programs"'));
        await run((statement) => statement.includes('INSERT INTO "training_programs"'));
        const programs = await db.select().from(trainingPrograms);
        const byTitle = new Map(programs.map((program) => [program.title, program]));
        expect(programs).toHaveLength(3);
        for (const title of ['OSHA 30 Construction Safety', 'PLC Programming', 'TWIC and Refinery Access Orientation']) {
            const { credentialIds, ...program } = SEED_TRAINING_PROGRAMS.find((item) => item.title === title);
            expect(byTitle.get(title), title).toMatchObject({ ...program, credentialIds });
        }
        const twic = await injectAs(ctx.app, null).get('/api/training-programs?credentialId=twic');
        expect(twic.json().map((program) => program.title)).toEqual(['TWIC and Refinery Access Orientation']);
        expect((await injectAs(ctx.app, null).get('/api/training-programs?credentialId=nope')).json()).toEqual([]);
        await db.delete(trainingPrograms);
    });
});
