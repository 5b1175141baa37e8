// SlotOrder.buildByKey (issue 50): the pay order built by a radix sort at a load's end is the one its comparator sorts.
import { describe, expect, it } from 'vitest';
import { SlotOrder } from './columns';

describe('SlotOrder.buildByKey', () => {
  it('orders slots by key descending, ties as the order within, whatever the sign or size of the keys', () => {
    const size = 5000;
    // Pay ranks: many ties, zeros, large and negative values; post times with ties, broken by slot.
    const pay = Int32Array.from(
      { length: size },
      (_, slot) => [0, 52_000, 52_000, 2 ** 31 - 1, -7, 65_536, 65_537][(slot * 7919) % 7]! + (slot % 3),
    );
    const posted = Float64Array.from({ length: size }, (_, slot) => (slot * 104_729) % 997);
    const byNewest = new SlotOrder((a, b) => posted[b]! - posted[a]! || b - a);
    byNewest.build(size);
    const expected = new SlotOrder((a, b) => pay[b]! - pay[a]! || byNewest.compare(a, b));
    expected.build(size);
    const byPay = new SlotOrder((a, b) => pay[b]! - pay[a]! || byNewest.compare(a, b));
    byPay.buildByKey(pay, byNewest, size);
    expect(byPay.length).toBe(size);
    expect(Array.from(byPay.slots.subarray(0, size))).toEqual(Array.from(expected.slots.subarray(0, size)));
  });
});
