import { describe, expect, it } from 'vitest';
import { isImpersonation } from './impersonation';
import { decideJobReview } from './review';

const unverified = { employerVerified: false, isNameOfOtherVerifiedEmployer: false };

describe('isImpersonation', () => {
  it("holds an unverified account under a verified employer's name or a big company's", () => {
    expect(isImpersonation({ ...unverified, companyName: 'Acme Builders', isNameOfOtherVerifiedEmployer: true })).toBe(true);
    expect(isImpersonation({ ...unverified, companyName: 'Walmart Inc.' })).toBe(true);
    expect(isImpersonation({ ...unverified, companyName: "LOWE'S HIRING" })).toBe(true);
  });

  it('lets a verified account, a name of its own or a name that is only a legal form through', () => {
    expect(isImpersonation({ companyName: 'Walmart', employerVerified: true, isNameOfOtherVerifiedEmployer: true })).toBe(false);
    expect(isImpersonation({ ...unverified, companyName: 'Walnut Creek Mechanical' })).toBe(false);
    expect(isImpersonation({ ...unverified, companyName: 'LLC', isNameOfOtherVerifiedEmployer: true })).toBe(false);
    expect(isImpersonation({ ...unverified, companyName: null })).toBe(false);
  });

  it('is a hold reason after the scam signals and before the first-job rule', () => {
    expect(
      decideJobReview({ signals: ['crypto'], impersonation: true, employerVerified: false, hasPublishedJob: false, previous: null }),
    ).toEqual({ status: 'held', reasons: ['crypto', 'impersonation', 'first_job'] });
  });
});
