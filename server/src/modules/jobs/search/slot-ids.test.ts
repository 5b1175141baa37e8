// The store's ids and posting lists in typed arrays (issue 50) answer as the Map and arrays they replaced.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { detached } from './detached';
import { Postings } from './postings';
import { SlotIds } from './slot-ids';

describe('SlotIds', () => {
  it('finds each live job by its id, forgets a removed one, and compares ids as their text does', () => {
    const ids = new SlotIds();
    ids.resize(6000);
    const given = Array.from({ length: 3000 }, () => randomUUID());
    const slotOf = new Map<string, number>();
    given.forEach((id, slot) => {
      ids.set(id, slot);
      slotOf.set(id, slot);
    });
    // Half removed, then given new slots (a changed job), in an order that leaves holes in the table's runs.
    for (const id of given.filter((_, i) => i % 2 === 0)) {
      expect(ids.delete(id)).toBe(true);
      slotOf.delete(id);
    }
    expect(ids.delete(given[0]!)).toBe(false);
    given
      .filter((_, i) => i % 4 === 0)
      .forEach((id, i) => {
        ids.set(id, 3000 + i);
        slotOf.set(id, 3000 + i);
      });
    expect(ids.size).toBe(slotOf.size);
    for (const id of given) expect(ids.get(id)).toBe(slotOf.get(id));
    expect(ids.get(randomUUID())).toBeUndefined();
    for (let slot = 0; slot < 3000; slot += 1) expect(ids.idAt(slot)).toBe(given[slot]);
    const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    for (let slot = 1; slot < 3000; slot += 1) {
      expect(ids.compare(slot - 1, slot)).toBe(text(given[slot - 1]!, given[slot]!));
      expect(ids.compareTo(slot, given[slot - 1]!)).toBe(text(given[slot]!, given[slot - 1]!));
      expect(ids.compareTo(slot, given[slot]!)).toBe(0);
    }
  });
});

describe('Postings', () => {
  it('lists each lexeme’s slots in order, one slot, a short list or a typed one alike', () => {
    const postings = new Postings();
    const expected = new Map<string, number[]>();
    for (let slot = 0; slot < 1000; slot += 1) {
      for (const lexeme of ['crew', slot % 3 === 0 ? 'weld' : 'wire', `job${slot}`, slot === 7 ? 'rare' : 'x']) {
        if (postings.has(lexeme) !== expected.has(lexeme)) throw new Error(`has(${lexeme})`);
        const added = postings.add(lexeme, slot);
        expect(added === null).toBe(expected.has(lexeme));
        expected.set(lexeme, [...(expected.get(lexeme) ?? []), slot]);
      }
    }
    expect(postings.size).toBe(expected.size);
    for (const [lexeme, slots] of expected) {
      expect(Array.from(postings.get(lexeme)!)).toEqual(slots);
      expect(postings.count(lexeme)).toBe(slots.length);
    }
    expect(postings.get('absent')).toBeUndefined();
    expect(postings.count('absent')).toBe(0);
  });

  it('keeps a lexeme in a string of its own, not a view of the text it was cut from', () => {
    const text = `${'a'.repeat(1000)}|electricianship|`;
    const cut = text.split('|')[1]!;
    expect(detached(cut)).toBe(cut);
    expect(new Postings().add(cut, 0)).toBe('electricianship');
  });
});
