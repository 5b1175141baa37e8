import { describe, expect, it } from 'vitest';
import { isPhoneCountryEntry, isServedPhone } from './phone-countries';

describe('served phone countries', () => {
  it('allows United States numbers only by default, not Canada, the Caribbean, premium or foreign ranges', () => {
    expect(isServedPhone('+12125550100', ['US'])).toBe(true);
    expect(isServedPhone('+17875550100', ['US'])).toBe(true);
    for (const phone of [
      '+14165550100',
      '+18765550100',
      '+19005550100',
      '+88216000000',
      '+252612345678',
      '+37120000000',
      '+233201234567',
      '+9613123456',
      '+67570000000',
      '+121255501000',
    ]) {
      expect(isServedPhone(phone, ['US'])).toBe(false);
    }
  });

  it('reads countries by name and ranges by calling-code prefix', () => {
    expect(isServedPhone('+14165550100', ['US', 'CA'])).toBe(true);
    expect(isServedPhone('+525512345678', ['MX'])).toBe(true);
    expect(isServedPhone('+34612345678', ['US', '+34'])).toBe(true);
    expect(isServedPhone('+34612345678', [])).toBe(false);
  });

  it('accepts only known countries and plain prefixes as settings', () => {
    expect(['US', 'CA', 'MX', '+34', '+1787'].every(isPhoneCountryEntry)).toBe(true);
    expect(['us', 'FR', '+', '+0', '34', '+1234567'].some(isPhoneCountryEntry)).toBe(false);
  });
});
