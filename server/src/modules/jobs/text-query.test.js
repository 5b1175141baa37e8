import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { hasPhrase, matchMask, parseTextQuery } from './text-query';
const lexeme = (value) => ({ type: 'lexeme', value });
const not = (operand) => ({ type: 'not', operand });
const and = (left, right) => ({ type: 'and', left, right });
const or = (left, right) => ({ type: 'or', left, right });
const phrase = (left, right, distance = 1) => ({ type: 'phrase', left, right, distance });
const PRIORITY = { or: 1, and: 2, phrase: 3, not: 4 };
/** Prints a query the way PostgreSQL's tsquery output does (infix() in tsquery.c), to check that parsing loses nothing. */
function print(query, parentPriority = 0, rightOfPhrase = false) {
    if (query.type === 'lexeme')
        return `'${query.value.replace(/['\\]/g, (char) => char + char)}'`;
    if (query.type === 'not')
        return `!${print(query.operand, PRIORITY.not)}`;
    const priority = PRIORITY[query.type];
    const operator = query.type !== 'phrase' ? (query.type === 'or' ? '|' : '&') : query.distance === 1 ? '<->' : `<${query.distance}>`;
    const text = `${print(query.left, priority)} ${operator} ${print(query.right, priority, query.type === 'phrase')}`;
    return priority < parentPriority || (query.type === 'phrase' && rightOfPhrase) ? `( ${text} )` : text;
}
const slotsOf = (mask) => [...mask.keys()].filter((slot) => mask[slot] === 1);
describe('parseTextQuery', () => {
    it('reads the shapes websearch_to_tsquery prints', () => {
        expect(parseTextQuery("'welder'")).toEqual(lexeme('welder'));
        expect(parseTextQuery("'welder' & !'pipelin'")).toEqual(and(lexeme('welder'), not(lexeme('pipelin'))));
        expect(parseTextQuery("'welder' | 'electrician'")).toEqual(or(lexeme('welder'), lexeme('electrician')));
        expect(parseTextQuery("!!'welder'")).toEqual(not(not(lexeme('welder'))));
        expect(parseTextQuery("'welder' <2> 'pipelin'")).toEqual(phrase(lexeme('welder'), lexeme('pipelin'), 2));
        expect(parseTextQuery("'welder' & !( 'pipe' <-> 'fitter' )")).toEqual(and(lexeme('welder'), not(phrase(lexeme('pipe'), lexeme('fitter')))));
        expect(parseTextQuery("'data-cent' <-> 'data' <-> 'center' & 'welder'")).toEqual(and(phrase(phrase(lexeme('data-cent'), lexeme('data')), lexeme('center')), lexeme('welder')));
    });
    it('follows PostgreSQL priorities: | below & below <-> below !, and parentheses', () => {
        expect(parseTextQuery("'a' | 'b' & 'c'")).toEqual(or(lexeme('a'), and(lexeme('b'), lexeme('c'))));
        expect(parseTextQuery("'a' & 'b' | 'c'")).toEqual(or(and(lexeme('a'), lexeme('b')), lexeme('c')));
        expect(parseTextQuery("( 'a' | 'b' ) & 'c'")).toEqual(and(or(lexeme('a'), lexeme('b')), lexeme('c')));
        expect(parseTextQuery("'a' <-> ( 'b' <-> 'c' )")).toEqual(phrase(lexeme('a'), phrase(lexeme('b'), lexeme('c'))));
        expect(parseTextQuery("!'a' & !( 'b' | 'c' )")).toEqual(and(not(lexeme('a')), not(or(lexeme('b'), lexeme('c')))));
        expect(parseTextQuery("'a' & 'b' & 'c'")).toEqual(and(and(lexeme('a'), lexeme('b')), lexeme('c')));
    });
    it('undoes the doubling of quotes and backslashes inside lexemes', () => {
        expect(parseTextQuery("'o''brien'")).toEqual(lexeme("o'brien"));
        expect(parseTextQuery("'a\\\\b' & 'it''''s'")).toEqual(and(lexeme('a\\b'), lexeme("it''s")));
        expect(parseTextQuery("'a|b&c' | '!(x)'")).toEqual(or(lexeme('a|b&c'), lexeme('!(x)')));
    });
    it('returns null for the empty query', () => {
        expect(parseTextQuery('')).toBeNull();
        expect(parseTextQuery('   ')).toBeNull();
    });
    it('throws on weights, prefixes and text it does not understand', () => {
        for (const text of [
            "'welder':*",
            "'welder':AB",
            "'a' & 'b':*A",
            'welder',
            "'welder",
            "'a' &",
            "( 'a'",
            "'a' )",
            "'a' 'b'",
            "'a' <x> 'b'",
            '!',
            "'a' && 'b'",
        ]) {
            expect(() => parseTextQuery(text), text).toThrow();
        }
    });
    it('finds phrase operators anywhere', () => {
        expect(hasPhrase(parseTextQuery("'welder' & !'pipelin' | 'crew'"))).toBe(false);
        expect(hasPhrase(parseTextQuery("'welder' & !( 'pipe' <-> 'fitter' )"))).toBe(true);
        expect(hasPhrase(parseTextQuery("'a' | 'b' <3> 'c'"))).toBe(true);
    });
});
describe('matchMask', () => {
    const postings = { a: [0, 2, 4], b: [2, 3], c: [4, 5, 6] };
    const lookup = (value) => postings[value];
    it('combines postings with and, or and not within the slots', () => {
        const match = (text, size = 7) => slotsOf(matchMask(parseTextQuery(text), lookup, size));
        expect(match("'a'")).toEqual([0, 2, 4]);
        expect(match("'missing'")).toEqual([]);
        expect(match("!'missing'")).toEqual([0, 1, 2, 3, 4, 5, 6]);
        expect(match("'a' & 'b'")).toEqual([2]);
        expect(match("'a' | 'b'")).toEqual([0, 2, 3, 4]);
        expect(match("'a' & !'b'")).toEqual([0, 4]);
        expect(match("!'a' & 'b'")).toEqual([3]);
        expect(match("!'a'")).toEqual([1, 3, 5, 6]);
        expect(match("!!'a'")).toEqual([0, 2, 4]);
        expect(match("!( 'a' | 'c' ) | 'b'")).toEqual([1, 2, 3]);
        expect(match("( 'a' | 'b' ) & ( 'c' | !'a' )")).toEqual([3, 4]);
        expect(match("'a' & 'b' | 'c' & !'a'")).toEqual([2, 5, 6]);
    });
    it('returns exactly `size` 0/1 bytes whatever the size', () => {
        for (const size of [0, 1, 5, 7, 8, 9]) {
            const everything = matchMask(parseTextQuery("!'a' | 'a'"), lookup, size);
            expect([...everything]).toEqual(new Array(size).fill(1));
            const notA = matchMask(parseTextQuery("!'a' & !'b'"), lookup, size);
            expect([...notA]).toEqual([0, 1, 0, 0, 0, 1, 1, 1, 1].slice(0, size));
        }
    });
    it('refuses phrase operators', () => {
        expect(() => matchMask(parseTextQuery("'a' & !( 'b' <-> 'c' )"), lookup, 7)).toThrow(/phrase/);
    });
});
/** Trade jobs as title and description; the vector is built like jobs.search_vector (weighted parts joined). */
const DOCUMENTS = [
    ['Pipeline Welder', 'TIG and stick welding on a gas pipeline. Crew of 12, safety first.'],
    ['Structural Welder', 'MIG welding of steel beams for a data-center build. Part-time shifts available.'],
    ['Welding Apprentice', 'Learn to weld from certified welders. No experience needed.'],
    ['Industrial Electrician', 'Wire motor controls at a refinery; OSHA 30 safety card required.'],
    ['Commercial Electrician', "Tenant fit-outs downtown for the O'Brien crew. Full-time, 40-hour weeks."],
    ['HVAC Technician', 'Service rooftop units and chillers at a data center campus. EPA 608.'],
    ['HVAC Installer', 'Install ductwork in new homes. Part time, flexible hours.'],
    ['Plumber', 'Residential service calls: water heaters, drains and 24/7 emergencies.'],
    ['Pipe Fitter', 'Fit and weld process piping; pipeline experience a plus.'],
    ['Carpenter', 'Frame houses with a crew of five. Bring your own tools.'],
    ['Site Foreman', 'Lead a crew of 1,000 hours per season; enforce safety rules.'],
    ['Rigger', 'Rigging and signaling for crane lifts at the data-center site.'],
    ['Warehouse Associate', 'Pick, pack and ship building supplies. Forklift a plus.'],
    ['Solar Installer', 'Mount panels and run conduit; part-time to start, full-time later.'],
    ['Heavy Equipment Operator', 'Run excavators and dozers on pipeline right-of-way work.'],
    ['Electrician Helper', 'Assist journeyman electricians; pull wire, bend conduit. C++ not required.'],
    ['Millwright', "Align pumps and turbines. Work with O'Brien Industrial Services."],
    ['Sheet Metal Worker', 'Fabricate ducts for HVAC systems. Safety-minded team players.'],
    ['Ironworker', 'Set steel, bolt-up and weld connections at heights.'],
    ['Concrete Finisher', 'Pour and finish slabs. Early starts, 6-day weeks in summer.'],
    ['Lineworker', 'Build and repair overhead power lines. Storm duty 24/7.'],
    ['Welder Fitter', 'Welder-fitter for a shop crew; read blueprints, weld pipe.'],
    ['Maintenance Technician', 'Keep the plant running: electrical, HVAC and plumbing repairs.'],
    ['Insulator', 'Insulate pipe and duct; part-time or full-time crews.'],
    ['The', 'and of the'],
];
const QUERIES = [
    '',
    '   ',
    'the',
    'and',
    'the and of',
    '-',
    '""',
    "it's",
    'welder',
    'Welding',
    'welders',
    'weld',
    'electrician',
    'HVAC',
    'HVAC technician',
    'welder electrician',
    'welder or electrician',
    'welder OR electrician OR plumber',
    'or welder',
    'welder -pipeline',
    '-pipeline',
    '-welder -electrician',
    'the -welder',
    'welder or -pipeline',
    '-welder or -pipeline',
    '--welder',
    '"pipeline welder"',
    '"welder the pipeline"',
    '-"pipeline welder"',
    'welder -"pipe fitter"',
    'data-center',
    'data center',
    'part-time',
    'part time',
    "O'Brien",
    'obrien',
    "o'brien crew",
    'safety!',
    'crew, safety; tools.',
    'safety (crew or rigging)',
    'welder -(a or b)',
    '24/7',
    '1,000',
    '608',
    '30',
    'c++',
    'welding pipeline crew',
    'welder & pipeline',
    'welder | pipeline',
    '!welder',
    'welder-fitter',
    'nonexistentword',
    'welder nonexistentword',
    'welder or nonexistentword',
    'apprentice or -"part time"',
    'foreman or -safety',
];
/** tsquery texts written by hand: shapes (parentheses, nested not) that websearch_to_tsquery does not make. */
const TSQUERIES = [
    "'welder' & !( 'pipelin' | 'electrician' )",
    "!( 'welder' & 'pipelin' )",
    "( 'welder' | 'electrician' ) & 'crew'",
    "'welder' | 'electrician' & 'crew'",
    "!!'safeti'",
    "!'welder' & !'electrician' & !'hvac'",
    "( 'crew' | 'safeti' ) & !( 'welder' | 'hvac' ) | 'apprentic'",
    "!( !'crew' | 'part-tim' ) & ( 'data-cent' | 'o' )",
    "'welder' & ( 'pipelin' | !( 'crew' & 'safeti' ) )",
];
const VECTOR = "setweight(to_tsvector('english', d.title), 'A') || setweight(to_tsvector('english', d.description), 'C')";
describe('agreement with PostgreSQL', () => {
    let database;
    let lexemesOf;
    let postings;
    beforeAll(async () => {
        database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: 'memory://' });
        const { rows } = await database.pool.query(`select tsvector_to_array(${VECTOR}) as lexemes
         from unnest($1::text[], $2::text[]) with ordinality as d(title, description, slot) order by d.slot`, [DOCUMENTS.map(([title]) => title), DOCUMENTS.map(([, description]) => description)]);
        lexemesOf = rows.map((row) => row.lexemes);
        postings = new Map();
        lexemesOf.forEach((lexemes, slot) => lexemes.forEach((value) => postings.set(value, [...(postings.get(value) ?? []), slot])));
    });
    afterAll(async () => {
        await database?.close();
    });
    /** Each query's tsquery as PostgreSQL prints it, and the documents it matches there. */
    async function evaluateInPostgres(queries, toTsquery) {
        const { rows } = await database.pool.query(`select ${toTsquery}::text as tsquery,
              array(select (d.slot - 1)::int
                      from unnest($2::text[], $3::text[]) with ordinality as d(title, description, slot)
                     where ${VECTOR} @@ ${toTsquery}
                     order by d.slot) as matches
         from unnest($1::text[]) with ordinality as q(text, n) order by q.n`, [queries, DOCUMENTS.map(([title]) => title), DOCUMENTS.map(([, description]) => description)]);
        return rows;
    }
    function expectAgreement(text, tsquery, matches) {
        const query = parseTextQuery(tsquery);
        if (query === null) {
            // The empty tsquery matches nothing under @@: callers must return no jobs for it.
            expect(tsquery).toBe('');
            expect(matches, text).toEqual([]);
            return 'empty';
        }
        expect(print(query), text).toBe(tsquery);
        if (hasPhrase(query))
            return 'phrase';
        expect(slotsOf(matchMask(query, (value) => postings.get(value), DOCUMENTS.length)), `${text} -> ${tsquery}`).toEqual(matches);
        return 'matched';
    }
    it('matches what search_vector @@ websearch_to_tsquery matches, for every query without a phrase', async () => {
        const rows = await evaluateInPostgres(QUERIES, "websearch_to_tsquery('english', q.text)");
        const outcomes = rows.map((row, index) => expectAgreement(QUERIES[index], row.tsquery, row.matches));
        const count = (outcome) => outcomes.filter((each) => each === outcome).length;
        // Not vacuous: most queries are checked document by document, and some of each other kind occur.
        expect(count('matched')).toBeGreaterThanOrEqual(QUERIES.length * 0.6);
        expect(count('phrase')).toBeGreaterThanOrEqual(5);
        expect(count('empty')).toBeGreaterThanOrEqual(5);
        // ...and the matched ones are not all-or-nothing.
        const sizes = new Set(rows.filter((_, index) => outcomes[index] === 'matched').map((row) => row.matches.length));
        expect(sizes.size).toBeGreaterThanOrEqual(5);
    });
    it('matches PostgreSQL on hand-written tsqueries with parentheses and nested negation', async () => {
        const rows = await evaluateInPostgres(TSQUERIES, 'q.text::tsquery');
        rows.forEach((row, index) => expect(expectAgreement(TSQUERIES[index], row.tsquery, row.matches)).toBe('matched'));
    });
    it('turns hyphenated words, apostrophes and quoted words into phrases', async () => {
        const rows = await evaluateInPostgres(['data-center', "O'Brien", '"pipeline welder"', '1,000'], "websearch_to_tsquery('english', q.text)");
        for (const row of rows)
            expect(hasPhrase(parseTextQuery(row.tsquery)), row.tsquery).toBe(true);
    });
    it('gives the empty tsquery for stop words and punctuation, and @@ with it is false even where !x is true', async () => {
        const { rows } = await database.pool.query(`select websearch_to_tsquery('english', 'the')::text as empty,
              to_tsvector('english', 'the welder') @@ websearch_to_tsquery('english', 'the') as "matchesEmpty",
              to_tsvector('english', 'the') @@ '!welder'::tsquery as "matchesNot"`);
        expect(rows[0]).toEqual({ empty: '', matchesEmpty: false, matchesNot: true });
    });
});
