import { describe, expect, it } from 'vitest';
import { countTrades, meetsRequirements, rollUpCredentials } from './rollup';

const TODAY = '2026-11-29';

describe('crew roll-ups', () => {
  it('counts each credential once per member who holds it valid today, most held first', () => {
    const wallets = [
      [
        { credentialId: 'osha-30', expiresAt: null },
        { credentialId: 'osha-30', expiresAt: '2027-01-01' },
        { credentialId: 'twic', expiresAt: '2028-01-01' },
      ],
      [{ credentialId: 'osha-30', expiresAt: null }],
      [{ credentialId: 'twic', expiresAt: '2026-11-28' }],
      [{ credentialId: null, expiresAt: null }],
      [{ credentialId: 'osha-30', expiresAt: null, inProgress: true }],
      [],
    ];
    expect(rollUpCredentials(wallets, TODAY)).toEqual([
      { credentialId: 'osha-30', holders: 2 },
      { credentialId: 'twic', holders: 1 },
    ]);
  });

  it('counts a card expiring today as held and one expired yesterday as not', () => {
    expect(rollUpCredentials([[{ credentialId: 'twic', expiresAt: TODAY }]], TODAY)).toEqual([{ credentialId: 'twic', holders: 1 }]);
    expect(rollUpCredentials([[{ credentialId: 'twic', expiresAt: '2026-11-28' }]], TODAY)).toEqual([]);
  });

  it('counts trades, most first then by name, skipping members without one', () => {
    expect(countTrades(['welder', 'plumber', 'welder', null, 'electrician'])).toEqual([
      { trade: 'welder', count: 2 },
      { trade: 'electrician', count: 1 },
      { trade: 'plumber', count: 1 },
    ]);
    expect(countTrades([])).toEqual([]);
  });

  it('meets the requirements only with every required credential valid', () => {
    const wallet = [
      { credentialId: 'osha-30', expiresAt: null },
      { credentialId: 'twic', expiresAt: '2026-01-01' },
    ];
    expect(meetsRequirements([], [], TODAY)).toBe(true);
    expect(meetsRequirements(['osha-30'], wallet, TODAY)).toBe(true);
    expect(meetsRequirements(['osha-30', 'twic'], wallet, TODAY)).toBe(false);
  });
});
