import { annualPay } from '@core/jobs/pay';
import {
  DEFAULT_RADIUS_MILES,
  equivalentExperienceLevels,
  JOB_COUNT_CAP,
  JOB_MESSAGES,
  type JobDto,
  type JobSearch,
  type JobSearchResponse,
} from '@core/jobs/schemas';
import type { User } from '@core/auth/schemas';
import type { Executor } from '../../db/client';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { AppError } from '../../plugins/errors';
import { coordinatesOf } from '../places/service';
import * as repo from './repository';
import { countJobsInSql, rankJobsInSql, type SqlFilters } from './search-sql';
import { toSearchCard, type SearchCardPage } from './search-cards';
import type { IndexHit, JobFilters, JobSearchIndex, SearchCursor } from './search-index';
import { loadMatchInputs, readMatchInputs, toSearchMatchProfile, walletOf, type MatchInputsSource } from './search-match';

function encodeSearchCursor(cursor: SearchCursor): string {
  return encodeCursor([cursor.phase, cursor.key, cursor.postedMicros, cursor.id]);
}

function decodeSearchCursor(value: string | undefined): SearchCursor | null {
  if (!value) return null;
  const [phase, key, postedMicros, id] = decodeCursor(value) ?? [];
  const isValid =
    (phase === 0 || phase === 1) &&
    typeof key === 'number' &&
    Number.isInteger(key) &&
    typeof postedMicros === 'number' &&
    Number.isSafeInteger(postedMicros) &&
    typeof id === 'string' &&
    /^[0-9a-f-]{36}$/.test(id);
  if (!isValid) throw new AppError(400, JOB_MESSAGES.invalidCursor);
  return { phase, key, postedMicros, id };
}

/** `heldIds`: the asking worker's valid credential ids (none for anyone else), for qualified=true. */
async function toFilters(db: Executor, index: JobSearchIndex, query: JobSearch, heldIds: readonly string[]): Promise<JobFilters> {
  const filters: JobFilters = {
    keyword: query.q ? await index.keyword(db, query.q) : undefined,
    industry: query.industry,
    jobType: query.jobType,
    experienceLevels: query.experienceLevel ? equivalentExperienceLevels(query.experienceLevel) : undefined,
    // The index keeps each job's pay a year; an absent unit is the yearly minPay of before pay units.
    minPay: query.minPay === undefined ? undefined : annualPay(query.minPay, query.payUnit ?? 'year'),
    qualifiedWith: query.qualified ? heldIds : undefined,
    hasPerDiem: query.perDiem || undefined,
    hasLodging: query.lodging || undefined,
  };
  if (query.location) {
    // "City, ST", a bare city (its most populous) or a ZIP: a radius around it; anything else, as text.
    const center = coordinatesOf(query.location);
    if (center) {
      filters.near = { center, radiusMiles: query.radiusMiles ?? DEFAULT_RADIUS_MILES };
    } else {
      filters.locationText = query.location;
    }
  }
  return filters;
}

/**
 * Whether the search asks for an industry at most: no keyword, place, pay or other filter. PostgreSQL ranks such a
 * page from an index in the sort's order at any size; a narrower filter can make it walk most of the table (search
 * README "10M jobs").
 */
const isIndustryAtMost = (query: JobSearch) =>
  !query.q &&
  !query.location &&
  query.minPay === undefined &&
  !query.jobType &&
  !query.experienceLevel &&
  !query.qualified &&
  !query.perDiem &&
  !query.lodging;

/** The same filters for PostgreSQL (search-sql.ts), when it ranks (JobSearchIndex.ranksInSql). */
function toSqlFilters(query: JobSearch, heldIds: readonly string[]): SqlFilters {
  const center = query.location ? coordinatesOf(query.location) : null;
  return {
    q: query.q || undefined,
    industry: query.industry,
    jobType: query.jobType,
    experienceLevels: query.experienceLevel ? equivalentExperienceLevels(query.experienceLevel) : undefined,
    minPay: query.minPay === undefined ? undefined : annualPay(query.minPay, query.payUnit ?? 'year'),
    near: center ? { center, radiusMiles: query.radiusMiles ?? DEFAULT_RADIUS_MILES } : undefined,
    locationText: query.location && !center ? query.location : undefined,
    qualifiedWith: query.qualified ? heldIds : undefined,
    hasPerDiem: query.perDiem || undefined,
    hasLodging: query.lodging || undefined,
  };
}

/**
 * A page ranked by PostgreSQL while the index loads (search/README.md "Serving while the index loads"), or past the
 * index's `sqlFromJobs` for newest or pay by an industry at most: newest or pay order as the index gives it; best
 * match (only while loading) as newest, without scores; each card with the worker's credential coverage.
 */
async function searchJobCardsInSql(
  db: Executor,
  user: User | null,
  query: JobSearch,
  { now, matchInputs }: { now: Date; matchInputs: MatchInputsSource },
): Promise<SearchCardPage> {
  const cursor = decodeSearchCursor(query.cursor);
  const wallet = walletOf(await loadMatchInputs(matchInputs, user));
  const filters = toSqlFilters(query, wallet?.validIds ?? []);
  const hits = await rankJobsInSql(db, filters, { byPay: query.sort === 'pay', cursor, limit: query.limit + 1, now });
  const { rows } = await repo.readSearchPage(
    db,
    hits.slice(0, query.limit).map((hit) => hit.id),
    null,
  );
  const found = hits.slice(0, query.limit).flatMap((hit, i) => (rows[i] ? [{ hit, row: rows[i] }] : []));
  const last = found.at(-1)?.hit;
  return {
    cards: found.map(({ hit, row }) => toSearchCard(row, hit, null, wallet, { matchedTerms: [] }, filters.near?.center ?? null)),
    nextCursor: hits.length > query.limit && last ? encodeSearchCursor(last) : null,
  };
}

// A page read that finds the index changed since its ranking ranks again, this many times at most.
const MAX_PAGE_READS = 3;

/**
 * One page of the search: ranked by the instance's index, its rows read in the statement that
 * also says whether the index is behind the database (then it catches up and ranks again).
 * Inside a transaction (`catchUp: false`) the index is taken as it stands: catching up reads
 * through another connection, which the embedded database's single one cannot give; such a
 * caller syncs the index first.
 */
export async function searchJobCards(
  db: Executor,
  index: JobSearchIndex,
  /** Null for the public search (/jobs): no best match, no credential coverage. */
  user: User | null,
  query: JobSearch,
  { now, matchInputs = readMatchInputs(db), catchUp = true }: { now: Date; matchInputs?: MatchInputsSource; catchUp?: boolean },
): Promise<SearchCardPage> {
  // Until the index holds every job, PostgreSQL ranks (an index that waits for its load answers nothing from SQL);
  // past millions of jobs, it ranks newest and pay by an industry at most too.
  if (index.ranksInSql({ sort: query.sort, isIndustryAtMost: isIndustryAtMost(query) })) {
    return searchJobCardsInSql(db, user, query, { now, matchInputs });
  }
  const cursor = decodeSearchCursor(query.cursor);
  const [inputs] = await Promise.all([loadMatchInputs(matchInputs, user), index.load()]);
  const wallet = walletOf(inputs);
  const heldIds = wallet?.validIds ?? [];
  const match = query.sort === 'best' && user ? toSearchMatchProfile(inputs?.preferences ?? null, user, query, heldIds) : null;
  const filters = await toFilters(db, index, query, heldIds);
  // One extra hit tells whether another page exists.
  const indexQuery = { filters, sort: query.sort, match, cursor, limit: query.limit + 1 };
  let hits: IndexHit[] = [];
  let rows: repo.SearchPage['rows'] = [];
  for (let read = 1; read <= MAX_PAGE_READS; read += 1) {
    const version = index.version();
    hits = index.rank({ ...indexQuery, now: now.getTime() });
    const page = await index.pageRead(
      repo.readSearchPage(
        db,
        hits.slice(0, query.limit).map((hit) => hit.id),
        index.changesSince(),
      ),
    );
    rows = page.rows;
    if (!catchUp) break;
    // A backlog (a bulk change) is applied in the background: meanwhile the page is the store's as it stands.
    const { catchingUp } = await index.absorb(page.check);
    // Changes applied since the ranking (by this read or a concurrent one) may move the page.
    if (catchingUp || index.version() === version) break;
  }
  // A job deleted since the ranking has no row: the page goes without it.
  const found = hits.slice(0, query.limit).flatMap((hit, i) => (rows[i] ? [{ hit, row: rows[i] }] : []));
  const last = found.at(-1)?.hit;
  const facts = index.pageFacts(
    filters.keyword,
    found.map(({ hit }) => hit.id),
  );
  return {
    cards: found.map(({ hit, row }, i) => toSearchCard(row, hit, match, wallet, facts[i]!, filters.near?.center ?? null)),
    nextCursor: hits.length > query.limit && last ? encodeSearchCursor(last) : null,
  };
}

/** The page as objects, for callers on the server (job alerts). */
export async function searchJobs(...args: Parameters<typeof searchJobCards>): Promise<JobSearchResponse> {
  const page = await searchJobCards(...args);
  return { jobs: page.cards.map((card) => JSON.parse(card) as JobDto), nextCursor: page.nextCursor };
}

/** Counts stop at JOB_COUNT_CAP ("1,000+ jobs"). */
export async function countJobs(db: Executor, index: JobSearchIndex, query: JobSearch, user?: User, matchInputs = readMatchInputs(db)) {
  const wallet = query.qualified && user ? walletOf(await loadMatchInputs(matchInputs, user)) : null;
  if (index.ranksInSql({ sort: 'count', isIndustryAtMost: isIndustryAtMost(query) })) {
    const total = await countJobsInSql(db, toSqlFilters(query, wallet?.validIds ?? []), JOB_COUNT_CAP + 1);
    return { total: Math.min(total, JOB_COUNT_CAP), isCapped: total > JOB_COUNT_CAP };
  }
  const filters = await toFilters(db, index, query, wallet?.validIds ?? []);
  // As the database stands, unless a bulk change is being applied: then as the index stands.
  await index.sync({ wait: false });
  const total = index.count(filters, JOB_COUNT_CAP);
  return { total: Math.min(total, JOB_COUNT_CAP), isCapped: total > JOB_COUNT_CAP };
}
