import { describe, expect, it } from 'vitest';
import { findPurchasableItem } from '../payments/catalogue';
import { periodDaysOf, planChangeOptions, prorate, wholeDays } from './proration';

const DAY_MS = 86_400_000;
const start = new Date('2026-03-01T15:00:00Z');
const at = (days: number) => new Date(start.getTime() + days * DAY_MS);
const standardToFlex = (now: Date) =>
  prorate({
    currentAmountCents: 1499,
    currentPeriodStart: start,
    currentPeriodEnd: at(30),
    newPriceCents: 2499,
    newPeriodDays: 30,
    now,
  });

describe('prorate: an upgrade within the same period length', () => {
  it('credits the unused days and charges the new plan for them, in whole cents', () => {
    // 10 days used, 20 left: credit 1499 * 20/30 = 999.33 -> 999; charge 2499 * 20/30 = 1666
    const proration = standardToFlex(at(10));
    expect(proration).toMatchObject({
      kind: 'upgrade',
      daysLeft: 20,
      periodDays: 30,
      creditCents: 999,
      chargeCents: 1666,
      amountDueCents: 667,
    });
    expect(proration.effectiveAt).toEqual(at(10));
    expect(proration.periodEnd).toEqual(at(30));
    expect(proration).toMatchObject({ nextPaymentAmount: 2499, nextPaymentDate: at(30) });
    for (const value of [proration.creditCents, proration.chargeCents, proration.amountDueCents])
      expect(Number.isInteger(value)).toBe(true);
  });

  it('counts a started day as left (day-accurate, not to the second)', () => {
    expect(standardToFlex(at(10.01)).daysLeft).toBe(20);
    expect(standardToFlex(at(10.99)).daysLeft).toBe(20);
    expect(standardToFlex(at(11)).daysLeft).toBe(19);
  });

  it('on the first day credits the whole period: the difference of the prices is due', () => {
    expect(standardToFlex(start)).toMatchObject({ daysLeft: 30, creditCents: 1499, chargeCents: 2499, amountDueCents: 1000 });
  });

  it('on the last day charges one day; after the end nothing is left', () => {
    // 1499/30 = 49.97 -> 50; 2499/30 = 83.3 -> 83
    expect(standardToFlex(at(29.5))).toMatchObject({ daysLeft: 1, creditCents: 50, chargeCents: 83, amountDueCents: 33 });
    expect(standardToFlex(at(30))).toMatchObject({ daysLeft: 0, creditCents: 0, chargeCents: 0, amountDueCents: 0 });
    expect(standardToFlex(at(45))).toMatchObject({ daysLeft: 0, amountDueCents: 0 });
  });

  it('a clock before the period start never credits more than the period', () => {
    expect(standardToFlex(at(-3))).toMatchObject({ daysLeft: 30, creditCents: 1499 });
  });

  it('rounds half up, exactly', () => {
    // 15 of 30 days: 1499 / 2 = 749.5 -> 750; 2499 / 2 = 1249.5 -> 1250
    expect(standardToFlex(at(15))).toMatchObject({ creditCents: 750, chargeCents: 1250, amountDueCents: 500 });
  });
});

describe('prorate: an upgrade to a longer period (monthly bundle to annual)', () => {
  it('starts a new period now: the full new price less the unused month', () => {
    const proration = prorate({
      currentAmountCents: 99900,
      currentPeriodStart: start,
      currentPeriodEnd: at(30),
      newPriceCents: 899900,
      newPeriodDays: 360,
      now: at(12),
    });
    // 18 of 30 days left: 99900 * 18/30 = 59940
    expect(proration).toMatchObject({ kind: 'upgrade', creditCents: 59940, chargeCents: 899900, amountDueCents: 839960 });
    expect(proration.periodStart).toEqual(at(12));
    expect(proration.periodEnd).toEqual(at(372));
    expect(proration.nextPaymentDate).toEqual(at(372));
  });
});

describe('prorate: a downgrade', () => {
  it('charges and refunds nothing now and applies at the period end, at the new price', () => {
    const proration = prorate({
      currentAmountCents: 2499,
      currentPeriodStart: start,
      currentPeriodEnd: at(30),
      newPriceCents: 1499,
      newPeriodDays: 30,
      now: at(3),
    });
    expect(proration).toMatchObject({ kind: 'downgrade', creditCents: 0, chargeCents: 0, amountDueCents: 0, nextPaymentAmount: 1499 });
    expect(proration.effectiveAt).toEqual(at(30));
    expect(proration.nextPaymentDate).toEqual(at(30));
  });

  it('the annual bundle to the monthly one waits for the year to end', () => {
    const proration = prorate({
      currentAmountCents: 899900,
      currentPeriodStart: start,
      currentPeriodEnd: at(360),
      newPriceCents: 99900,
      newPeriodDays: 30,
      now: at(100),
    });
    expect(proration).toMatchObject({ kind: 'downgrade', amountDueCents: 0, nextPaymentAmount: 99900, nextPaymentDate: at(360) });
  });
});

describe('the plans a change goes between', () => {
  it('workers switch among the paid resume plans, employers between the monthly and annual bundle', () => {
    expect(planChangeOptions('worker', 'standard').map((item) => item.id)).toEqual(['flex']);
    expect(planChangeOptions('worker', 'flex').map((item) => item.id)).toEqual(['standard']);
    expect(planChangeOptions('employer', 'subscription').map((item) => item.id)).toEqual(['subscription-annual']);
    expect(planChangeOptions('employer', 'subscription-annual').map((item) => item.id)).toEqual(['subscription']);
  });

  it('period lengths follow the catalogue (a billing month is 30 days)', () => {
    expect(periodDaysOf(findPurchasableItem('flex')!)).toBe(30);
    expect(periodDaysOf(findPurchasableItem('subscription-annual')!)).toBe(360);
    expect(wholeDays(at(1), at(0))).toBe(0);
  });
});
