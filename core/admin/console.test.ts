import { describe, expect, it } from 'vitest';
import { parseInvoiceDescription } from '../shared/catalogue-texts';
import { CONSOLE_MESSAGES, payPerHireRefundRefusal } from './console';

describe('payPerHireRefundRefusal (spec 000/002: refund if the hire leaves within 90 days)', () => {
  it('allows a hire who left on the hire day up to the 90th day after it', () => {
    expect(payPerHireRefundRefusal('2026-01-10', '2026-01-10', '2026-06-01')).toBeNull();
    expect(payPerHireRefundRefusal('2026-01-10', '2026-04-10', '2026-06-01')).toBeNull();
  });

  it('refuses the 91st day, a day before the hire, a future day and no day', () => {
    expect(payPerHireRefundRefusal('2026-01-10', '2026-04-11', '2026-06-01')).toBe(CONSOLE_MESSAGES.hireStayedTooLong);
    expect(payPerHireRefundRefusal('2026-01-10', '2026-01-09', '2026-06-01')).toBe(CONSOLE_MESSAGES.hireLeftBeforeHire);
    expect(payPerHireRefundRefusal('2026-01-10', '2026-06-02', '2026-06-01')).toBe(CONSOLE_MESSAGES.hireLeftInFuture);
    expect(payPerHireRefundRefusal('2026-01-10', undefined, '2026-06-01')).toBe(CONSOLE_MESSAGES.hireLeftOnRequired);
  });
});

describe('a refund line in the billing history', () => {
  it('names what it refunded', () => {
    expect(parseInvoiceDescription('Refund - Pay-Per-Hire Success Fee - Lead Welder')).toEqual({
      kind: 'refund',
      of: { kind: 'payPerHire', jobTitle: 'Lead Welder' },
    });
    expect(parseInvoiceDescription('Refund - Basic Job Post')).toMatchObject({ kind: 'refund', of: { kind: 'plan', isAnnual: false } });
  });
});
