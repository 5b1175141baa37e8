// Above any sort key (scores, yearly pay), so phase and key compare as one number.
const PHASE_LEAD = 2 ** 40;
/** Whether the hit (phase, key, postedMicros, id) ranks before `b`: each descending. */
function isBefore(phase, key, postedMicros, id, b) {
    if (phase !== b.phase)
        return phase > b.phase;
    if (key !== b.key)
        return key > b.key;
    if (postedMicros !== b.postedMicros)
        return postedMicros > b.postedMicros;
    return id > b.id;
}
/** The first `limit` hits after the cursor, kept sorted as slots are offered in any order. */
export class TopHits {
    store;
    limit;
    cursor;
    hits = [];
    // The last kept hit's phase-and-key and post time, once the page is full: most slots fall behind it on these alone.
    lastLead = -Infinity;
    lastPosted = -Infinity;
    constructor(store, limit, cursor) {
        this.store = store;
        this.limit = limit;
        this.cursor = cursor;
    }
    get isFull() {
        return this.hits.length === this.limit;
    }
    /** What an unboosted slot's key must at least reach to still make the page (-Infinity until it is full). */
    get floor() {
        return this.lastLead;
    }
    /** Whether the page is full and an unboosted slot with this key ranks after its last hit. */
    isClosedTo(key, slot) {
        return this.isFull && !isBefore(0, key, this.store.posted[slot], this.store.ids[slot], this.hits[this.limit - 1]);
    }
    offer(phase, key, slot) {
        const postedMicros = this.store.posted[slot];
        const lead = phase * PHASE_LEAD + key;
        if (lead < this.lastLead || (lead === this.lastLead && postedMicros < this.lastPosted))
            return;
        const { hits, limit, cursor } = this;
        const id = this.store.ids[slot];
        if (hits.length === limit && !isBefore(phase, key, postedMicros, id, hits[limit - 1]))
            return;
        if (cursor && (id === cursor.id || isBefore(phase, key, postedMicros, id, cursor)))
            return;
        let at = hits.length;
        while (at > 0 && isBefore(phase, key, postedMicros, id, hits[at - 1]))
            at -= 1;
        hits.splice(at, 0, { phase, key, postedMicros, id });
        if (hits.length > limit)
            hits.pop();
        if (hits.length === limit) {
            const last = hits[limit - 1];
            this.lastLead = last.phase * PHASE_LEAD + last.key;
            this.lastPosted = last.postedMicros;
        }
    }
}
