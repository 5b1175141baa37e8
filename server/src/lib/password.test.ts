import { afterEach, expect, it } from 'vitest';
import { hashPassword, setPasswordHashCost, verifyPassword } from './password';

afterEach(() => setPasswordHashCost(16_384));

it('hashes at the configured cost, and a stored hash keeps verifying at its own cost after the cost changes', async () => {
  setPasswordHashCost(1024);
  const cheap = await hashPassword('correct horse battery');
  expect(cheap.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
  setPasswordHashCost(16_384);
  const costly = await hashPassword('correct horse battery');
  expect(costly.split('$')[1]).toBe('16384');
  expect(await verifyPassword('correct horse battery', cheap)).toBe(true);
  expect(await verifyPassword('correct horse battery', costly)).toBe(true);
  expect(await verifyPassword('wrong horse battery', cheap)).toBe(false);
});
