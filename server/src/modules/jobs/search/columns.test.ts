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

describe('SlotOrder.merge', () => {
  it('places added slots where a sort of every slot puts them, at the ends and between ties too', () => {
    const size = 3000;
    // Post times with many ties (broken by slot), so added slots land before, after and between existing ones.
    const posted = Float64Array.from({ length: size }, (_, slot) => (slot * 7919) % 211);
    const compare = (a: number, b: number) => posted[b]! - posted[a]! || b - a;
    const order = new SlotOrder(compare);
    order.build(1000);
    for (const [from, to] of [
      [1000, 1001],
      [1001, 1500],
      [1500, 1500],
      [1500, size],
    ] as const) {
      order.merge(from, to);
      const expected = Array.from({ length: to }, (_, slot) => slot).sort(compare);
      expect(order.length).toBe(to);
      expect(Array.from(order.slots.subarray(0, to))).toEqual(expected);
    }
  });
});
