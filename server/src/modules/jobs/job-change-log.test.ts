import { describe, expect, it } from 'vitest';
import { changeCount, toCheck } from './job-change-log';

// A read of the change log comes as one text, a line per transaction (changesSinceSql), asked one change past its limit.
describe('toCheck', () => {
  const text = ['100 7 9 a,b,c', '102 10 10 *', '104 3 4 d,e'].join('\n');

  it('reads each transaction: its seqs and jobs, or every job for a TRUNCATE', () => {
    const check = toCheck('99', text, 10);
    expect(check).toEqual({
      xmin: '99',
      truncated: false,
      runs: [
        { txid: '100', first: 7n, last: 9n, jobIds: ['a', 'b', 'c'] },
        { txid: '102', first: 10n, last: 10n, jobIds: null },
        { txid: '104', first: 3n, last: 4n, jobIds: ['d', 'e'] },
      ],
    });
    expect(changeCount(check.runs)).toBe(6);
  });

  it('makes runs of the seqs a transaction lists, another having written between', () => {
    expect(toCheck('99', '100 7 12 a,b,c,d 7,8,11,12', 10).runs).toEqual([
      { txid: '100', first: 7n, last: 8n, jobIds: ['a', 'b'] },
      { txid: '100', first: 11n, last: 12n, jobIds: ['c', 'd'] },
    ]);
    // A TRUNCATE among them: every job, and each change counted.
    const check = toCheck('99', '100 7 12 * 7,8,12', 10);
    expect(check.runs).toEqual([
      { txid: '100', first: 7n, last: 8n, jobIds: null },
      { txid: '100', first: 12n, last: 12n, jobIds: null },
    ]);
    expect(changeCount(check.runs)).toBe(3);
  });

  it('leaves out the change past the limit, and a run it emptied', () => {
    expect(toCheck('99', text, 5)).toMatchObject({ truncated: true, runs: [{}, {}, { txid: '104', first: 3n, last: 3n, jobIds: ['d'] }] });
    const cut = toCheck('99', ['100 7 9 a,b,c', '101 1 1 d'].join('\n'), 3);
    expect(cut).toMatchObject({ truncated: true, runs: [{ txid: '100', last: 9n }] });
    expect(cut.runs).toHaveLength(1);
  });

  it('reads no changes from no text', () => {
    expect(toCheck('5', null, 10)).toEqual({ xmin: '5', runs: [], truncated: false });
  });
});
