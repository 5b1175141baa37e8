import { coordinatesOf } from '../../places/service';
import * as repo from '../repository';
import { hasPhrase, parseTextQuery } from '../text-query';
import { count } from './count';
import { expandKeyword, matchedTermsAt } from './expand-keyword';
import { rank } from './rank';
import { JobStore } from './store';
import { stemVocabulary } from './vocabulary-stems';
/**
 * A row written outside the jobs service (seed, tests, a bulk load) has no stored coordinates until
 * the next start geocodes it: the index geocodes its location the same way meanwhile.
 */
function withCoordinates(row) {
    if (row.lat !== null && row.lng !== null)
        return row;
    const place = coordinatesOf(row.location);
    return place ? { ...row, lat: place.lat, lng: place.lng } : row;
}
// Past this many dead slots, and more dead than alive, the store is loaded afresh.
const COMPACT_AFTER_DEAD = 50_000;
const LOAD_BATCH = 20_000;
// Keywords repeat across workers; PostgreSQL's parse of one never changes, so parses are kept (bounded).
const MAX_KEYWORD_PARSES = 5000;
const IDLE_SYNC_MS = 5000;
/**
 * `plain`: every search weighs every job, the reference its shortcuts are tested against.
 * `words: false`: keywords match PostgreSQL's lexemes only, without vocabulary, accents or typos (the relevance bench's "before").
 */
export function createJobSearchIndex(db, options = {}) {
    let store = new JobStore();
    const state = { xmin: 0n, seen: new Set() };
    // Changes are applied one batch at a time, in order: a later reload never lands before an earlier one.
    let applying = Promise.resolve();
    let loading = null;
    let version = 0;
    let loaded = false;
    let closed = false;
    // performance.now() when the index last knew itself current: a monitor's lag, not a rule's time.
    let syncedAt = Number.NEGATIVE_INFINITY;
    const parses = new Map();
    const parseCounts = { hits: 0, misses: 0 };
    // The vocabulary's stems, asked of PostgreSQL once (again after a failure).
    let vocabulary = null;
    let stems = null;
    /** A keyword widened before the index moved is widened again: accents and typos look in the lexicon, which grew. */
    function rewiden(filters) {
        const keyword = filters.keyword;
        if (keyword?.kind !== 'lexemes' || !keyword.widenedFrom || keyword.widenedFrom.version === version || !stems)
            return filters;
        // In place: the caller reads the same keyword's terms for the page it ranked (matchedTerms).
        const { parsed } = keyword.widenedFrom;
        Object.assign(keyword, expandKeyword(parsed, stems, store), { widenedFrom: { parsed, version } });
        return filters;
    }
    const timer = setInterval(() => {
        index.sync().catch(() => undefined);
    }, options.idleSyncMs ?? IDLE_SYNC_MS);
    timer.unref();
    async function loadAll() {
        const xmin = BigInt(await repo.snapshotXmin(db));
        const next = new JobStore();
        let after = null;
        for (;;) {
            const rows = await repo.loadIndexedJobs(db, { after, limit: LOAD_BATCH });
            for (const row of rows)
                next.add(withCoordinates(row));
            if (rows.length < LOAD_BATCH)
                break;
            const last = rows.at(-1);
            after = { postedMicros: last.posted_micros, id: last.id };
        }
        next.finishLoad();
        // Changes committed during the load are read again from the load's first snapshot.
        next.caches = store.caches;
        next.caches.clear();
        store = next;
        loaded = true;
        version += 1;
        state.xmin = xmin;
        state.seen.clear();
        syncedAt = performance.now();
    }
    async function reloadJobs(ids) {
        const rows = await repo.loadIndexedJobs(db, { ids });
        for (const id of ids)
            store.remove(id);
        for (const row of rows)
            store.add(withCoordinates(row));
        version += 1;
    }
    function advance(xmin) {
        if (xmin <= state.xmin)
            return;
        state.xmin = xmin;
        for (const seq of state.seen)
            if (BigInt(seq.split(':')[1]) < xmin)
                state.seen.delete(seq);
    }
    const index = {
        load() {
            loading ??= applying = applying.then(loadAll);
            return loading;
        },
        changesSince: () => state.xmin.toString(),
        version: () => version,
        async absorb(check) {
            await index.load();
            const key = (change) => `${change.seq}:${change.txid}`;
            const unseen = check.changes.filter((change) => BigInt(change.txid) >= state.xmin && !state.seen.has(key(change)));
            if (unseen.length > 0) {
                const run = applying.then(async () => {
                    if (unseen.some((change) => change.jobId === null))
                        await loadAll();
                    else
                        await reloadJobs([...new Set(unseen.map((change) => change.jobId))]);
                    for (const change of unseen)
                        if (BigInt(change.txid) >= state.xmin)
                            state.seen.add(key(change));
                    if (store.dead > COMPACT_AFTER_DEAD && store.dead > store.slotOf.size)
                        await loadAll();
                });
                applying = run.catch(() => undefined);
                await run;
            }
            advance(BigInt(check.xmin));
            syncedAt = performance.now();
        },
        async sync() {
            await index.load();
            await index.absorb(await repo.readJobChanges(db, index.changesSince()));
        },
        async keyword(executor, q) {
            let parsed = parses.get(q);
            if (parsed === undefined) {
                parseCounts.misses += 1;
                parsed = await repo.parseKeyword(executor, q);
                if (parses.size >= MAX_KEYWORD_PARSES)
                    parses.clear();
                parses.set(q, parsed);
            }
            else
                parseCounts.hits += 1;
            const query = parseTextQuery(parsed);
            if (query && hasPhrase(query))
                return { kind: 'ids', ids: new Set(await repo.findJobIdsMatchingKeyword(executor, q)) };
            if (options.words === false)
                return { kind: 'lexemes', query };
            // Accents and typos look in the store's lexicon: a count may ask before the first load.
            await index.load();
            vocabulary ??= stemVocabulary(executor).catch((error) => {
                vocabulary = null;
                throw error;
            });
            stems = await vocabulary;
            const vocabularyStems = stems;
            // The same words widen the same way until the index moves: kept (search-caches.ts), a fresh keyword each search.
            const at = version;
            const { keyword: widened } = store.caches.widened.get(parsed, (entry) => entry.version === at, () => ({ version: at, keyword: expandKeyword(query, vocabularyStems, store) }));
            return { kind: 'lexemes', ...widened, widenedFrom: { parsed: query, version: at } };
        },
        pageFacts(keyword, ids) {
            const terms = keyword?.kind === 'lexemes' ? keyword.terms : undefined;
            return ids.map((id) => {
                const slot = store.slotOf.get(id);
                if (slot === undefined)
                    return { matchedTerms: [], coordinates: undefined };
                return {
                    matchedTerms: terms ? matchedTermsAt(terms, store, slot) : [],
                    coordinates: store.places.get(store.city[slot]) ?? null,
                };
            });
        },
        rank: (query) => rank(store, { ...query, filters: rewiden(query.filters) }, options.plain === true),
        count: (filters, cap) => count(store, rewiden(filters), cap + 1, options.plain === true),
        stats: () => ({
            jobs: store.slotOf.size,
            deadSlots: store.dead,
            lexemes: store.postings.size,
            keywordParses: { ...parseCounts },
            caches: store.caches.stats(),
        }),
        isLoaded: () => loaded && !closed,
        secondsSinceSync: () => (performance.now() - syncedAt) / 1000,
        close() {
            closed = true;
            clearInterval(timer);
        },
    };
    return index;
}
