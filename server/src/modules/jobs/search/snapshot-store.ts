import type { Coordinates } from '@core/jobs/geo';
import type { ListColumn, SlotOrder, TermSlots } from './columns';
import type { DeletionIndex } from './deletion-index';
import { TypedList } from './postings';
import type { SpanKeys } from './span-keys';
import { SnapshotInvalid, type SnapshotReader, type SnapshotWriter } from './snapshot-file';
import { JobStore, type Cells } from './store';

/**
 * A JobStore to and from a snapshot's sections, structure by structure as a full load leaves it: the typed arrays as
 * they are (hash tables included, so nothing is hashed again), the maps and lists flattened to typed arrays, the
 * strings (terms, locations, lexemes) in one UTF-8 text each. The classes keep these fields private to the search
 * code; this file reads them through the shapes below, and snapshot-store.test.ts fails when a class gains a field
 * this file does not know (then this file and snapshot.ts's FORMAT change together).
 */
interface StoreInside {
  locationIds: Map<string, number>;
  ordered: boolean;
}
interface SlotIdsInside {
  words: Uint32Array;
  table: Int32Array;
  live: number;
}
interface SpanKeysInside {
  keys: string[];
  hashes: Int32Array;
  table: Int32Array;
}
interface PostingsInside {
  lexemes: SpanKeys;
  entries: Int32Array;
  lists: (number[] | TypedList)[];
}
interface LexiconInside {
  variants: Map<string, string[]>;
  typos: DeletionIndex;
}
interface DeletionInside {
  words: string[];
  indexed: number;
  entries: Int32Array;
  count: number;
  buckets: Int32Array;
}
interface TermSlotsInside {
  lists: (number[] | undefined)[];
}

const inside = <T>(value: object) => value as unknown as T;
const COLUMNS = {
  alive: Uint8Array,
  posted: Float64Array,
  boostedUntil: Float64Array,
  pay: Int32Array,
  industry: Int32Array,
  jobType: Int32Array,
  experience: Int32Array,
  city: Int32Array,
  location: Int32Array,
  perDiem: Uint8Array,
  lodging: Uint8Array,
} as const;
const LIST_COLUMNS = ['trades', 'skills', 'required', 'preferred'] as const;
const TERM_SLOTS = ['industrySlots', 'citySlots', 'requiredSlots', 'preferredSlots'] as const;
const HOLE = -1;

/** What the sections do not say: sizes and capacities. */
export interface StoreFacts {
  size: number;
  dead: number;
  loaded: number;
  capacity: number;
  ids: { live: number };
  lists: Record<(typeof LIST_COLUMNS)[number], { used: number; capacity: number }>;
  postings: { entriesCapacity: number; hashesCapacity: number };
  typos: { indexed: number; count: number; entriesCapacity: number };
  orders: { newest: { length: number; capacity: number }; pay: { length: number; capacity: number } };
}

type Lists = readonly (ArrayLike<number> | undefined)[];
// Values a pool's chunk holds: one is made while the one before is written (a slice of the event loop's time each).
const POOL_SLICE = 1 << 20;
const WORDS_SLICE = 65_536;

/** A pool's values, a chunk at a time: a typed list is copied at once, an array value by value. */
function* poolChunks(lists: Lists): Generator<Int32Array> {
  let chunk = new Int32Array(POOL_SLICE);
  let used = 0;
  for (const list of lists) {
    if (!list) continue;
    for (let from = 0; from < list.length;) {
      const n = Math.min(list.length - from, POOL_SLICE - used);
      if (list instanceof Int32Array) chunk.set(list.subarray(from, from + n), used);
      else for (let i = 0; i < n; i += 1) chunk[used + i] = list[from + i]!;
      used += n;
      from += n;
      if (used === POOL_SLICE) {
        yield chunk;
        chunk = new Int32Array(POOL_SLICE);
        used = 0;
      }
    }
  }
  if (used > 0) yield chunk.subarray(0, used);
}

/** Lists of numbers (holes allowed) as their lengths and one pool. */
async function writeLists(writer: SnapshotWriter, name: string, lists: Lists) {
  await writer.section(
    `${name}.lengths`,
    Int32Array.from(lists, (list) => (list ? list.length : HOLE)),
  );
  await writer.sectionOf(`${name}.pool`, 'Int32Array', poolChunks(lists));
}

async function readLists(reader: SnapshotReader<unknown>, name: string) {
  return unflatten(await reader.section(`${name}.lengths`, Int32Array), await reader.section(`${name}.pool`, Int32Array));
}

/** A pool's values as an array (packed small integers, as a load's pushes make them). */
function arrayOf(pool: Int32Array, from: number, to: number): number[] {
  const list: number[] = [];
  for (let i = from; i < to; i += 1) list.push(pool[i]!);
  return list;
}

/** Whether the event loop's turn is due: once every POOL_SLICE values made into lists (a restore of 1M jobs makes millions). */
function yielder() {
  let work = 0;
  return (values: number) => {
    work += values + 1;
    if (work < POOL_SLICE) return false;
    work = 0;
    return true;
  };
}
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

async function unflatten(lengths: Int32Array, pool: Int32Array): Promise<(number[] | undefined)[]> {
  const lists = new Array<number[] | undefined>(lengths.length);
  const pause = yielder();
  let at = 0;
  for (let i = 0; i < lengths.length; i += 1) {
    const length = lengths[i]!;
    if (length === HOLE) continue;
    if (at + length > pool.length) throw new SnapshotInvalid('lists longer than their pool');
    lists[i] = arrayOf(pool, at, (at += length));
    if (pause(length)) await nextTurn();
  }
  return lists;
}

async function writeCells(writer: SnapshotWriter, name: string, cells: Cells) {
  await writer.section(`${name}.keys`, Float64Array.from(cells.keys()));
  await writeLists(writer, name, [...cells.values()]);
}

async function readCells(reader: SnapshotReader<unknown>, name: string): Promise<Cells> {
  const keys = await reader.section(`${name}.keys`, Float64Array);
  const lists = await readLists(reader, name);
  return new Map(Array.from(keys, (key, i) => [key, lists[i] ?? []]));
}

/** Writes the store (the caller holds the index's turn: nothing changes it meanwhile; searches may run between sections). */
export async function writeStore(writer: SnapshotWriter, store: JobStore): Promise<StoreFacts> {
  const { size } = store;
  // The typo index's pending words are keyed now: a search between sections then finds nothing left to key (it would write).
  store.lexicon.typoIndexSize();
  for (const [name, type] of Object.entries(COLUMNS)) {
    const column = store[name as keyof typeof COLUMNS];
    if (!(column instanceof type)) throw new Error(`snapshot: column ${name} is not a ${type.name}`);
    await writer.section(`column.${name}`, column, size);
  }
  const lists = {} as StoreFacts['lists'];
  for (const name of LIST_COLUMNS) {
    const list: ListColumn = store[name];
    await writer.section(`${name}.start`, list.start, size);
    await writer.section(`${name}.count`, list.count, size);
    await writer.section(`${name}.pool`, list.pool, list.used);
    lists[name] = { used: list.used, capacity: list.pool.length };
  }
  const ids = inside<SlotIdsInside>(store.ids);
  await writer.section('ids.words', ids.words, size * 4);
  await writer.section('ids.table', ids.table);
  await writer.strings('terms', [...store.terms.keys()]);
  await writer.section('places.terms', Int32Array.from(store.places.keys()));
  await writer.section('places.coordinates', Float64Array.from([...store.places.values()].flatMap((place) => [place.lat, place.lng])));
  await writer.strings('locations', store.locationNames);
  await writer.section('locations.cities', Int32Array.from(store.locationCities));

  const postings = inside<PostingsInside>(store.postings);
  const lexemes = inside<SpanKeysInside>(postings.lexemes);
  await writer.strings('lexemes', lexemes.keys);
  await writer.section('lexemes.hashes', lexemes.hashes, lexemes.keys.length);
  await writer.section('lexemes.table', lexemes.table);
  await writer.section('postings.entries', postings.entries, lexemes.keys.length);
  const kinds = Uint8Array.from(postings.lists, (list) => (list instanceof TypedList ? 1 : 0));
  const capacities = Int32Array.from(postings.lists, (list) => (list instanceof TypedList ? list.items.length : 0));
  await writer.section('postings.kinds', kinds);
  await writer.section('postings.capacities', capacities);
  await writeLists(
    writer,
    'postings',
    postings.lists.map((list) => (list instanceof TypedList ? list.items.subarray(0, list.length) : list)),
  );

  const lexicon = inside<LexiconInside>(store.lexicon);
  const variants = [...lexicon.variants];
  await writer.strings(
    'variants.folded',
    variants.map(([folded]) => folded),
  );
  await writer.section(
    'variants.counts',
    Int32Array.from(variants, ([, list]) => list.length),
  );
  await writer.strings(
    'variants.lexemes',
    variants.flatMap(([, list]) => list),
  );
  const typos = inside<DeletionInside>(lexicon.typos);
  // Most typo words are lexemes (a folded lexeme is itself): written as its id, the rest as text.
  const others: string[] = [];
  function* wordIds() {
    for (let at = 0; at < typos.words.length; at += WORDS_SLICE) {
      yield Int32Array.from(typos.words.slice(at, at + WORDS_SLICE), (word) => {
        const id = postings.lexemes.find(word);
        if (id === -1) others.push(word);
        return id;
      });
    }
  }
  await writer.sectionOf('typos.words', 'Int32Array', wordIds());
  await writer.strings('typos.others', others);
  await writer.section('typos.entries', typos.entries, typos.count * 2);
  await writer.section('typos.buckets', typos.buckets);

  for (const name of TERM_SLOTS) {
    await writeLists(writer, name, inside<TermSlotsInside>(store[name]).lists);
  }
  await writeCells(writer, 'cells', store.cells);
  await writer.section('tradeCells.trades', Int32Array.from(store.tradeCells.keys()));
  await writer.section(
    'tradeCells.counts',
    Int32Array.from(store.tradeCells.values(), (cells) => cells.size),
  );
  // Keys repeat across trades: each trade's map is written as its entries, one trade after another.
  const keys: number[] = [];
  const cellLists: number[][] = [];
  for (const cells of store.tradeCells.values())
    for (const [key, slots] of cells) {
      keys.push(key);
      cellLists.push(slots);
    }
  await writer.section('tradeCells.keys', Float64Array.from(keys));
  await writeLists(writer, 'tradeCells', cellLists);
  await writer.section('boosted', Int32Array.from(store.boosted));
  await writer.section('byNewest', store.byNewest.slots, store.byNewest.length);
  await writer.section('byPay', store.byPay.slots, store.byPay.length);
  return {
    size,
    dead: store.dead,
    loaded: store.loaded,
    capacity: store.alive.length,
    ids: { live: ids.live },
    lists,
    postings: { entriesCapacity: postings.entries.length, hashesCapacity: lexemes.hashes.length },
    typos: { indexed: typos.indexed, count: typos.count, entriesCapacity: typos.entries.length },
    orders: {
      newest: { length: store.byNewest.length, capacity: store.byNewest.slots.length },
      pay: { length: store.byPay.length, capacity: store.byPay.slots.length },
    },
  };
}

/** A store as `writeStore` wrote it (throws SnapshotInvalid on a section missing or failing its checksum). */
export async function readStore(reader: SnapshotReader<unknown>, facts: StoreFacts): Promise<JobStore> {
  const store = new JobStore();
  const { capacity } = facts;
  if (facts.size > capacity) throw new SnapshotInvalid('more slots than room');
  store.size = facts.size;
  store.dead = facts.dead;
  store.loaded = facts.loaded;
  for (const [name, type] of Object.entries(COLUMNS)) {
    (store as unknown as Record<string, unknown>)[name] = await reader.section(
      `column.${name}`,
      type as new (length: number) => Int32Array,
      capacity,
    );
  }
  for (const name of LIST_COLUMNS) {
    const list: ListColumn = store[name];
    list.start = await reader.section(`${name}.start`, Int32Array, capacity);
    list.count = await reader.section(`${name}.count`, Uint16Array, capacity);
    list.pool = await reader.section(`${name}.pool`, Int32Array, facts.lists[name].capacity);
    list.used = facts.lists[name].used;
  }
  const ids = inside<SlotIdsInside>(store.ids);
  ids.words = await reader.section('ids.words', Uint32Array, capacity * 4);
  ids.table = await reader.section('ids.table', Int32Array);
  ids.live = facts.ids.live;
  const terms = await reader.strings('terms');
  store.terms = new Map(terms.map((term, id) => [term, id]));
  const placeTerms = await reader.section('places.terms', Int32Array);
  const coordinates = await reader.section('places.coordinates', Float64Array);
  store.places = new Map(
    Array.from(placeTerms, (term, i): [number, Coordinates] => [term, { lat: coordinates[i * 2]!, lng: coordinates[i * 2 + 1]! }]),
  );
  store.locationNames = await reader.strings('locations');
  store.locationCities = Array.from(await reader.section('locations.cities', Int32Array));
  inside<StoreInside>(store).locationIds = new Map(store.locationNames.map((name, id) => [name, id]));

  const postings = inside<PostingsInside>(store.postings);
  const lexemes = inside<SpanKeysInside>(postings.lexemes);
  const keys = await reader.strings('lexemes');
  for (const key of keys) lexemes.keys.push(key);
  lexemes.hashes = await reader.section('lexemes.hashes', Int32Array, facts.postings.hashesCapacity);
  lexemes.table = await reader.section('lexemes.table', Int32Array);
  postings.entries = await reader.section('postings.entries', Int32Array, facts.postings.entriesCapacity);
  const kinds = await reader.section('postings.kinds', Uint8Array);
  const capacities = await reader.section('postings.capacities', Int32Array);
  const lengths = await reader.section('postings.lengths', Int32Array);
  const pool = await reader.section('postings.pool', Int32Array);
  const pause = yielder();
  for (let i = 0, at = 0; i < lengths.length; i += 1) {
    const length = lengths[i]!;
    if (pause(length)) await nextTurn();
    if (length < 0 || at + length > pool.length || (kinds[i] === 1 && capacities[i]! < length))
      throw new SnapshotInvalid('posting lists out of shape');
    if (kinds[i] !== 1) postings.lists.push(arrayOf(pool, at, at + length));
    else {
      // A typed list as it was, room to grow included: its slots copied at once, not through an array.
      const list = new TypedList([], i);
      list.items = new Int32Array(capacities[i]!);
      list.items.set(pool.subarray(at, at + length));
      list.length = length;
      postings.lists.push(list);
    }
    at += length;
  }

  const lexicon = inside<LexiconInside>(store.lexicon);
  const folded = await reader.strings('variants.folded');
  const counts = await reader.section('variants.counts', Int32Array);
  const variantLexemes = await reader.strings('variants.lexemes');
  let at = 0;
  folded.forEach((form, i) => lexicon.variants.set(form, variantLexemes.slice(at, (at += counts[i]!))));
  const typos = inside<DeletionInside>(lexicon.typos);
  const wordIds = await reader.section('typos.words', Int32Array);
  const others = await reader.strings('typos.others');
  let other = 0;
  for (const id of wordIds) typos.words.push(id === -1 ? others[other++]! : keys[id]!);
  typos.indexed = facts.typos.indexed;
  typos.count = facts.typos.count;
  typos.entries = await reader.section('typos.entries', Int32Array, facts.typos.entriesCapacity);
  typos.buckets = await reader.section('typos.buckets', Int32Array);

  for (const name of TERM_SLOTS) {
    const slots: TermSlots = store[name];
    inside<TermSlotsInside>(slots).lists = await readLists(reader, name);
  }
  store.cells = await readCells(reader, 'cells');
  const trades = await reader.section('tradeCells.trades', Int32Array);
  const cellCounts = await reader.section('tradeCells.counts', Int32Array);
  const cellKeys = await reader.section('tradeCells.keys', Float64Array);
  const cellLists = await readLists(reader, 'tradeCells');
  let cell = 0;
  trades.forEach((trade, i) => {
    const cells: Cells = new Map();
    for (let n = 0; n < cellCounts[i]!; n += 1, cell += 1) cells.set(cellKeys[cell]!, cellLists[cell] ?? []);
    store.tradeCells.set(trade, cells);
  });
  store.boosted = Array.from(await reader.section('boosted', Int32Array));
  await readOrder(reader, 'byNewest', store.byNewest, facts.orders.newest);
  await readOrder(reader, 'byPay', store.byPay, facts.orders.pay);
  inside<StoreInside>(store).ordered = true;
  return store;
}

async function readOrder(reader: SnapshotReader<unknown>, name: string, order: SlotOrder, facts: { length: number; capacity: number }) {
  order.slots = await reader.section(name, Int32Array, facts.capacity);
  order.length = facts.length;
}
