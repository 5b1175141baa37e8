import { expect, it } from 'vitest';
import { loadEnv } from './env';

it('trusts no proxy unless TRUST_PROXY names a hop count or proxy addresses', () => {
  expect(loadEnv({}).TRUST_PROXY).toBe(false);
  expect(loadEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
  expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
  expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1, ::1, fd00::/8' }).TRUST_PROXY).toEqual([
    '10.0.0.0/8',
    '127.0.0.1',
    '::1',
    'fd00::/8',
  ]);
  for (const invalid of ['true', 'proxy.example', '10.0.0.0/33', '10.0.0.1/8/8', '1.5']) {
    expect(() => loadEnv({ TRUST_PROXY: invalid })).toThrow(/TRUST_PROXY: must be a hop count/);
  }
});
