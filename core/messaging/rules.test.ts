import { describe, expect, it } from 'vitest';
import { buildWhatsappUrl, canonicalPair, phoneDigits, whatsappPrefill } from './rules';

describe('messaging rules', () => {
  it('orders a pair the same way from either side', () => {
    expect(canonicalPair('b', 'a')).toEqual(['a', 'b']);
    expect(canonicalPair('a', 'b')).toEqual(['a', 'b']);
  });

  it('keeps only the digits of a phone number, and refuses too few', () => {
    expect(phoneDigits('+1 (555) 010-2030')).toBe('15550102030');
    expect(phoneDigits('  ')).toBeNull();
    expect(phoneDigits(null)).toBeNull();
    expect(phoneDigits('12-34')).toBeNull();
  });

  it('gives a US number stored as typed its country code', () => {
    expect(phoneDigits('(832) 555-0147')).toBe('18325550147');
    expect(phoneDigits('+18325550147')).toBe('18325550147');
  });

  it('builds an encoded wa.me link', () => {
    expect(buildWhatsappUrl('15550102030', 'Hi & bye')).toBe('https://wa.me/15550102030?text=Hi%20%26%20bye');
  });

  it('prefills a greeting and quotes the latest message, shortened', () => {
    expect(whatsappPrefill({ otherName: 'Ana', myName: 'Bo' })).toBe(
      'Hi Ana, this is Bo from CrewBridge. Continuing our conversation here.',
    );
    const text = whatsappPrefill({ otherName: '', myName: '', lastMessage: 'x'.repeat(400) });
    expect(text.startsWith('Hi, continuing our CrewBridge conversation here.')).toBe(true);
    expect(text).toContain(`"${'x'.repeat(299)}…"`);
  });
});
