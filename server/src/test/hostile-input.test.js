import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { simpleParser } from 'mailparser';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@core/payments/schemas';
import { listMessageCodes } from '@core/shared/messages';
import { users } from '../db/schema/auth';
import { buildTextPdf } from '../lib/text-pdf';
import { grantResumePlan } from '../modules/resumes/service';
import { completeEmployerProfile, completeWorker, insertJob } from './factories';
import { injectAs } from './api';
import { createTestApp, registerUser } from './test-app';
/**
 * Every route the OpenAPI document lists gets hostile params, queries and bodies (NUL bytes,
 * 1 MB strings, deep nesting, wrong types, __proto__ keys, SQL and HTML), from a worker, an
 * employer, another employer and no one. No answer may be a 5xx, and every error must be JSON
 * with a string `message` and a registered `code`. Seeded: HOSTILE_SEED=<n> replays a run, HOSTILE_CASES=<n> widens it.
 */
const SEED = Number(process.env.HOSTILE_SEED ?? 20_261_123);
const CASES_PER_CALLER = Number(process.env.HOSTILE_CASES ?? 6);
const MEGABYTE = 1024 * 1024;
// The one 5xx by design: PayPal without credentials is unavailable, and checkout shows that message.
const UNAVAILABLE_BY_DESIGN = new Set([PAYMENT_MESSAGES.paypalNotConfigured]);
const ERROR_CODES = new Set(listMessageCodes());
// A built index.html (so the job page is served) and a data directory (e-mails become .eml files there).
const workDir = mkdtempSync(path.join(tmpdir(), 'crewbridge-hostile-'));
writeFileSync(path.join(workDir, 'index.html'), '<!doctype html><html lang="en"><head><meta name="description" content="CrewBridge" /><title>CrewBridge</title></head><body><div id="root"></div></body></html>');
const ctx = await createTestApp({ CLIENT_DIST_DIR: workDir, DATA_DIR: workDir });
afterAll(async () => {
    await ctx?.close();
    rmSync(workDir, { recursive: true, force: true });
});
const callers = {
    worker: await registerUser(ctx.app, 'worker'),
    employer: await registerUser(ctx.app, 'employer'),
    otherEmployer: await registerUser(ctx.app, 'employer'),
};
async function postFixtureJob(token, employerId) {
    await completeEmployerProfile(ctx.database.db, employerId);
    const job = await injectAs(ctx.app, token).post('/api/jobs', {
        title: 'Electrician',
        description: 'Wire a site',
        industry: 'construction',
        location: 'Austin, TX',
        jobType: 'full-time',
    });
    return job.json().id;
}
const jobId = await postFixtureJob(callers.employer.token, callers.employer.user.id);
/** Ids that exist: the callers' own and each other's, so routes meet the right and the wrong user. */
const knownIds = () => [...Object.values(callers).map((caller) => caller.user.id), jobId];
/** Logout, deactivation and deletion are routes too: a caller they ended is replaced. */
async function keepCallersSignedIn() {
    for (const name of Object.keys(callers)) {
        const me = await injectAs(ctx.app, callers[name]).get('/api/auth/me');
        if (me.statusCode === 200)
            continue;
        callers[name] = await registerUser(ctx.app, name === 'worker' ? 'worker' : 'employer');
        if (name !== 'worker')
            await completeEmployerProfile(ctx.database.db, callers[name].user.id);
    }
}
const documentResponse = await injectAs(ctx.app, null).get('/api/docs/json');
const routes = Object.entries(documentResponse.json().paths).flatMap(([path, operations]) => Object.entries(operations).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })));
/** Every C0 control character but NUL (refused on its own), and DEL. */
const CONTROL_CHARACTERS = Array.from({ length: 31 }, (_, index) => String.fromCharCode(index + 1)).join('') + '\u007f';
const nasty = fc.constantFrom('\u0000', 'a\u0000b', "' OR '1'='1' --", "'); DROP TABLE users; --", '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '../../../etc/passwd', '%00', '${7*7}{{7*7}}', '\ud800', 'constructor', '__proto__', '-1', '1e309', 
// Replacement patterns (String.replace reads them in a replacement string) and line breaks that would start a header or a calendar line.
"$&$`$'$1$<n>$$".repeat(40), '\r\nX-Injected: 1\r\n\r\nEND:VEVENT\r\nBEGIN:VEVENT', '\r', CONTROL_CHARACTERS);
const hostileString = fc.oneof({ weight: 3, arbitrary: fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}`) }, { weight: 3, arbitrary: nasty }, { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) }, { weight: 1, arbitrary: fc.constant('x'.repeat(MEGABYTE)) });
const hostileKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'a\u0000'), fc.string({ maxLength: 8 }));
const { hostileValue } = fc.letrec((tie) => ({
    hostileValue: fc.oneof({ depthSize: 'small', withCrossShrink: true }, { weight: 4, arbitrary: hostileString }, fc.constantFrom(0, -1, 2 ** 53, -(2 ** 31) - 1, 1.5, true, false, null), fc.double(), fc.array(tie('hostileValue'), { maxLength: 3 }), fc.dictionary(hostileKey, tie('hostileValue'), { maxKeys: 3 })),
}));
const deeplyNested = fc
    .tuple(fc.integer({ min: 500, max: 20_000 }), fc.boolean())
    .map(([depth, isArray]) => (isArray ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`));
const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789');
const word = fc.string({ unit: letter, minLength: 1, maxLength: 12 });
/** Values the schema accepts (mostly), so requests also get past validation into the services. */
function validish(schema = {}, depth = 0) {
    if (schema.const !== undefined)
        return fc.constant(schema.const);
    if (schema.enum?.length)
        return fc.constantFrom(...schema.enum);
    const alternatives = schema.anyOf ?? schema.oneOf ?? schema.allOf;
    if (alternatives?.length)
        return fc.oneof(...alternatives.map((alternative) => validish(alternative, depth)));
    const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
    switch (type) {
        case 'string':
            return validString(schema);
        case 'integer':
            return fc.integer({ min: Math.max(schema.minimum ?? -10, -(2 ** 31)), max: Math.min(schema.maximum ?? 100_000, 2 ** 31 - 1) });
        case 'number':
            return fc.double({ min: schema.minimum ?? -10, max: schema.maximum ?? 100_000, noNaN: true });
        case 'boolean':
            return fc.boolean();
        case 'array':
            return fc.array(validish(schema.items, depth + 1), {
                minLength: schema.minItems ?? 0,
                maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
            });
        case 'object': {
            if (depth > 4 || !schema.properties)
                return fc.constant({});
            const fields = Object.fromEntries(Object.entries(schema.properties).map(([key, field]) => [key, validish(field, depth + 1)]));
            // Every field: zod's preprocessed fields are not listed as required, yet the forms send them.
            return fc.record(fields);
        }
        default:
            return hostileValue;
    }
}
function validString(schema) {
    if (schema.format === 'uuid')
        return fc.oneof(fc.constantFrom(...knownIds()), fc.uuid());
    if (schema.format === 'email')
        return word.map((name) => `${name}@example.com`);
    if (schema.format === 'date-time')
        return fc.date({ noInvalidDate: true, min: new Date(2000, 0, 1), max: new Date(2100, 0, 1) }).map((date) => date.toISOString());
    if (schema.format === 'uri')
        return fc.webUrl();
    if (schema.pattern) {
        try {
            return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length <= (schema.maxLength ?? 200));
        }
        catch {
            // A pattern fast-check cannot generate from: plain strings instead.
        }
    }
    // Words, not blanks: required text is trimmed before its length is checked.
    const minLength = Math.max(schema.minLength ?? 1, 1);
    const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
    return fc.string({ unit: letter, minLength, maxLength });
}
/** A whole body that is wrong: another type, deep nesting, a __proto__ key (JSON.stringify cannot write one). */
function hostileBody(schema) {
    return fc.oneof(hostileValue.map((value) => JSON.stringify(value) ?? 'null'), deeplyNested, validish(schema).map((value) => JSON.stringify(value).replace(/^\{/, '{"__proto__":{"isAdmin":true},').replace(/,}$/, '}')));
}
function pathValue(schema = {}) {
    return fc.oneof(fc.constantFrom(...knownIds()), validish(schema).map(String));
}
/**
 * A request the schema accepts, with one hostile spot (a path param, a query param, a body field,
 * an unknown query key or the whole body), so the hostile value meets the code behind validation.
 */
function requestFor(route) {
    const parameters = route.operation.parameters ?? [];
    const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
    const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
    const bodySchema = route.operation.requestBody?.content?.['application/json']?.schema;
    const bodyFields = Object.keys(bodySchema?.properties ?? {});
    const spots = [
        ...pathParameters.map((parameter) => ({ kind: 'path', name: parameter.name })),
        ...queryParameters.map((parameter) => ({ kind: 'query', name: parameter.name })),
        ...bodyFields.map((name) => ({ kind: 'field', name })),
    ];
    return fc
        .record({
        path: fc.record(Object.fromEntries(pathParameters.map((parameter) => [parameter.name, pathValue(parameter.schema)]))),
        query: fc.record(Object.fromEntries(queryParameters.map((parameter) => [parameter.name, validish(parameter.schema).map(String)])), {
            requiredKeys: [],
        }),
        body: bodySchema ? validish(bodySchema) : fc.constant(undefined),
        spot: spots.length > 0 ? fc.option(fc.constantFrom(...spots), { freq: 5 }) : fc.constant(null),
        // Half the time text the schema takes but the database cannot store; else anything hostile.
        hostile: fc.oneof(word.map((text) => `${text}\u0000${text}`), hostileValue),
        extraQuery: fc.option(fc.dictionary(hostileKey, hostileString, { minKeys: 1, maxKeys: 2 }), { freq: 3 }),
        wholeBody: bodySchema ? fc.option(hostileBody(bodySchema), { freq: 4 }) : fc.constant(null),
    })
        .map(({ path, query, body, spot, hostile, extraQuery, wholeBody }) => {
        const asText = (value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
        const pathValues = { ...path };
        const queryValues = { ...(extraQuery ?? {}), ...query };
        let fields = body;
        if (spot?.kind === 'path')
            pathValues[spot.name] = asText(hostile);
        if (spot?.kind === 'query')
            queryValues[spot.name] = asText(hostile);
        if (spot?.kind === 'field')
            fields = { ...body, [spot.name]: hostile };
        const pathname = route.path.replace(/\{(\w+)\}/g, (_, name) => encodePathPart(pathValues[name]));
        const search = new URLSearchParams(queryValues).toString();
        const payload = wholeBody ?? (fields === undefined ? undefined : JSON.stringify(fields));
        return { url: search ? `${pathname}?${search}` : pathname, payload };
    });
}
/** encodeURIComponent throws on a lone surrogate; a browser would send U+FFFD for it. */
const encodePathPart = (text) => encodeURIComponent(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));
function seedFor(route, caller) {
    let hash = SEED;
    for (const char of `${route.method} ${route.path} ${caller}`)
        hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
    return hash;
}
function describeFailure(route, caller, request, status, body) {
    const cut = (text = '') => (text.length > 300 ? `${text.slice(0, 300)}... (${text.length} chars)` : text);
    return `${route.method} ${cut(request.url)} as ${caller} with ${cut(request.payload)} -> ${status} ${cut(body)}`;
}
it.each(routes.map((route) => [`${route.method} ${route.path}`, route]))('%s survives hostile input', async (_name, route) => {
    const failures = [];
    for (const caller of ['worker', 'employer', 'otherEmployer', 'anonymous']) {
        const requests = fc.sample(requestFor(route), { seed: seedFor(route, caller), numRuns: CASES_PER_CALLER });
        for (const request of requests) {
            const api = injectAs(ctx.app, caller === 'anonymous' ? null : callers[caller]);
            const headers = request.payload === undefined ? {} : { 'content-type': 'application/json' };
            const response = await api.send(route.method, request.url, request.payload, { headers });
            if (response.statusCode < 400)
                continue;
            let body = {};
            try {
                body = JSON.parse(response.body);
            }
            catch {
                // Not JSON: reported below as a missing message.
            }
            const { message, code } = body;
            const isServerError = response.statusCode >= 500 && !(response.statusCode === 503 && UNAVAILABLE_BY_DESIGN.has(message));
            if (isServerError || typeof message !== 'string' || !ERROR_CODES.has(code))
                failures.push(describeFailure(route, caller, request, response.statusCode, response.body));
        }
        await keepCallersSignedIn();
    }
    expect(failures, `seed ${SEED}`).toEqual([]);
});
/** Text hostile to every format the server writes: replacement patterns, control characters, line breaks that would start a header or a calendar line, a script end, multi-byte characters. */
const hostileText = (label, repeat = 20) => `${label} ${"$&$`$'$1$<n>$$".repeat(repeat)}${CONTROL_CHARACTERS}\r\nX-Injected: 1\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\n</script><!--${'é🙂'.repeat(repeat)}`;
function expectWellFormedIcs(ics) {
    expect(ics.length).toBeLessThan(64 * 1024);
    expect(ics, 'a CR or LF outside a CRLF').not.toMatch(/\r(?!\n)|(?<!\r)\n/);
    expect(ics, 'a control character').not.toMatch(/(?![\t\r\n])\p{Cc}/u);
    for (const line of ics.slice(0, -2).split('\r\n'))
        expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    const lines = ics.replace(/\r\n /g, '').slice(0, -2).split('\r\n');
    expect(lines.filter((line) => line.startsWith('BEGIN:'))).toEqual(['BEGIN:VCALENDAR', 'BEGIN:VEVENT']);
    expect(lines.filter((line) => line.startsWith('END:'))).toEqual(['END:VEVENT', 'END:VCALENDAR']);
    expect(lines.filter((line) => line.startsWith('X-'))).toEqual([]);
}
/** A PDF pdf-lib reads back, whose cross-reference table points at its objects. */
async function expectWellFormedPdf(pdf) {
    expect(pdf.length).toBeLessThan(1024 * 1024);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await PDFDocument.load(pdf, { throwOnInvalidObject: true })).getPageCount()).toBeGreaterThan(0);
}
describe('hostile text in the documents the server writes', () => {
    // Stored as it is (whatever the API would let through), so every writer meets it.
    async function scene() {
        const db = ctx.database.db;
        const employer = await registerUser(ctx.app, 'employer');
        await completeEmployerProfile(db, employer.user.id, hostileText('Company'));
        const job = await insertJob(ctx, employer.user.id, {
            title: hostileText('Title'),
            description: hostileText('Description', 200),
            rotation: hostileText('Rotation', 2),
        });
        const worker = await completeWorker(ctx);
        await db
            .update(users)
            .set({ firstName: hostileText('First', 3), lastName: hostileText('Last', 3) })
            .where(eq(users.id, worker.user.id));
        const application = await injectAs(ctx.app, worker).post('/api/applications', { jobId: job.id });
        expect(application.statusCode).toBe(201);
        const interview = await injectAs(ctx.app, employer).post(`/api/applications/${application.json().id}/interview`, {
            type: 'in-person',
            date: '2030-05-14',
            time: '09:30',
            location: hostileText('Location', 5),
            notes: hostileText('Notes', 50),
        });
        expect(interview.statusCode).toBe(201);
        return { employer, worker, job, interviewId: interview.json().interview.id };
    }
    let world;
    beforeAll(async () => {
        world = await scene();
    });
    it('the public job page stays one bounded document whose JSON-LD holds the text as it is', async () => {
        const { job } = world;
        const page = await injectAs(ctx.app, null).get(`/jobs/${job.id}`);
        expect(page.statusCode).toBe(200);
        expect(page.body.length).toBeLessThan(100 * 1024);
        for (const marker of ['<!doctype html>', '</head>', '<div id="root">', '<title>', '</script>']) {
            expect(page.body.split(marker), marker).toHaveLength(2);
        }
        const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page.body)[1];
        expect(JSON.parse(jsonLd)).toMatchObject({
            title: hostileText('Title'),
            description: hostileText('Description', 200),
            hiringOrganization: { name: hostileText('Company') },
        });
    });
    it('the interview calendar file holds one event, escaped and folded', async () => {
        const { worker, interviewId } = world;
        const response = await injectAs(ctx.app, worker).get(`/api/interviews/${interviewId}.ics`);
        expect(response.statusCode).toBe(200);
        expectWellFormedIcs(response.body);
    });
    it('e-mails keep their headers, and their calendar files one event', async () => {
        while ((await ctx.app.outbox.deliverDue()) > 0)
            ;
        const mailDir = path.join(workDir, 'mail');
        const files = readdirSync(mailDir);
        expect(files.length).toBeGreaterThanOrEqual(2);
        let calendars = 0;
        for (const file of files) {
            const raw = readFileSync(path.join(mailDir, file));
            expect(raw.length, file).toBeLessThan(512 * 1024);
            const head = raw.toString('latin1').split(/\r?\n\r?\n/)[0];
            // Each header line is a header or the folded rest of one: nothing a value carried starts a header.
            for (const line of head.split(/\r?\n/))
                expect(line, file).toMatch(/^([A-Za-z-]+:( |$)|[ \t])/);
            expect(head.match(/^Subject:/gim), file).toHaveLength(1);
            const message = await simpleParser(raw);
            expect(message.headers.has('x-injected'), file).toBe(false);
            for (const attachment of message.attachments.filter((part) => part.contentType === 'text/calendar')) {
                expectWellFormedIcs(attachment.content.toString('utf8'));
                calendars += 1;
            }
        }
        expect(calendars).toBeGreaterThanOrEqual(1);
    });
    it('resume PDFs, written from the job or from text typed in, are well formed', async () => {
        const { worker, job } = world;
        await grantResumePlan(ctx.database.db, worker.user.id, 'flex', ctx.app.clock());
        for (const payload of [{ jobId: job.id }, { customTitle: hostileText('Resume', 4), customDescription: hostileText('About', 100) }]) {
            const resume = await injectAs(ctx.app, worker).post('/api/generate-resume', payload);
            expect(resume.statusCode).toBe(201);
            const download = await injectAs(ctx.app, worker).get(`/api/generated-resumes/${resume.json().id}/download?format=pdf`);
            expect(download.statusCode).toBe(200);
            await expectWellFormedPdf(download.rawPayload);
        }
    });
    it('text PDFs (the demo resume) are well formed whatever their lines hold', async () => {
        const pdf = await buildTextPdf([hostileText('Line'), '\\) Tj ET', 'a(b)c\\', CONTROL_CHARACTERS]);
        await expectWellFormedPdf(pdf);
        const text = pdf.toString('latin1');
        const xref = Number(/startxref\n(\d+)/.exec(text)[1]);
        const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
        expect(offsets).toHaveLength(5);
        offsets.forEach((offset, index) => {
            const header = `${index + 1} 0 obj\n`;
            expect(text.slice(offset, offset + header.length)).toBe(header);
        });
    });
});
