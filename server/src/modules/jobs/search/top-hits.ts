import type { JobStore } from './store';
import type { IndexHit, SearchCursor } from './types';

// Above any sort key (scores, yearly pay), so phase and key compare as one number.
const PHASE_LEAD = 2 ** 40;

/** Whether the hit (phase, key, postedMicros, id) ranks before `b`: each descending. */
function isBefore(phase: number, key: number, postedMicros: number, id: string, b: IndexHit): boolean {
  if (phase !== b.phase) return phase > b.phase;
  if (key !== b.key) return key > b.key;
  if (postedMicros !== b.postedMicros) return postedMicros > b.postedMicros;
  return id > b.id;
}

/** The same for a slot's hit, its id compared where it sits (no string is made for a slot the page does not keep). */
function isSlotBefore(store: JobStore, phase: number, key: number, postedMicros: number, slot: number, b: IndexHit): boolean {
  if (phase !== b.phase) return phase > b.phase;
  if (key !== b.key) return key > b.key;
  if (postedMicros !== b.postedMicros) return postedMicros > b.postedMicros;
  return store.ids.compareTo(slot, b.id) > 0;
}

/** The first `limit` hits after the cursor, kept sorted as slots are offered in any order. */
export class TopHits {
  readonly hits: IndexHit[] = [];
  // The last kept hit's phase-and-key and post time, once the page is full: most slots fall behind it on these alone.
  private lastLead = -Infinity;
  private lastPosted = -Infinity;

  constructor(
    private readonly store: JobStore,
    private readonly limit: number,
    private readonly cursor: SearchCursor | null,
  ) {}

  get isFull() {
    return this.hits.length === this.limit;
  }

  /** What an unboosted slot's key must at least reach to still make the page (-Infinity until it is full). */
  get floor() {
    return this.lastLead;
  }

  /** Whether the page is full and an unboosted slot with this key ranks after its last hit. */
  isClosedTo(key: number, slot: number): boolean {
    return this.isFull && !isSlotBefore(this.store, 0, key, this.store.posted[slot]!, slot, this.hits[this.limit - 1]!);
  }

  offer(phase: 0 | 1, key: number, slot: number) {
    const postedMicros = this.store.posted[slot]!;
    const lead = phase * PHASE_LEAD + key;
    if (lead < this.lastLead || (lead === this.lastLead && postedMicros < this.lastPosted)) return;
    const { hits, limit, cursor, store } = this;
    if (hits.length === limit && !isSlotBefore(store, phase, key, postedMicros, slot, hits[limit - 1]!)) return;
    if (cursor && (store.ids.compareTo(slot, cursor.id) === 0 || isSlotBefore(store, phase, key, postedMicros, slot, cursor))) return;
    const id = store.ids.idAt(slot);
    let at = hits.length;
    while (at > 0 && isBefore(phase, key, postedMicros, id, hits[at - 1]!)) at -= 1;
    hits.splice(at, 0, { phase, key, postedMicros, id });
    if (hits.length > limit) hits.pop();
    if (hits.length === limit) {
      const last = hits[limit - 1]!;
      this.lastLead = last.phase * PHASE_LEAD + last.key;
      this.lastPosted = last.postedMicros;
    }
  }
}
