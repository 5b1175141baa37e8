import { describe, expect, it } from 'vitest';
import { updateEmployerProfileSchema } from '../employer-profile/schemas';
import { sendPhoneCodeSchema } from '../channels/schemas';
import { updateUserRequestSchema } from '../worker-profile/schemas';
import { FIELD_MESSAGES } from './messages';
import { formatPhone, optionalPhoneSchema, phoneFieldValue, phoneSchema, toE164Phone } from './phone';

describe('toE164Phone', () => {
  it.each([
    '(832) 555-0147',
    '832-555-0147',
    '832.555.0147',
    '8325550147',
    '832 555 0147',
    '+1 832 555 0147',
    '+1 (832) 555-0147',
    '1-832-555-0147',
    '1 (832) 555-0147',
    '18325550147',
    '+18325550147',
    '  (832)555-0147  ',
    '832/555-0147',
  ])('reads %s as +18325550147', (typed) => {
    expect(toE164Phone(typed)).toBe('+18325550147');
  });

  it.each([
    ['an area code starting with 0', '(032) 555-0147'],
    ['an area code starting with 1', '(132) 555-0147'],
    ['an exchange starting with 0', '(832) 055-0147'],
    ['an exchange starting with 1', '(832) 155-0147'],
    ['too few digits', '555-0147'],
    ['one digit short', '832-555-014'],
    ['one digit too many', '832-555-01477'],
    ['11 digits not starting with 1', '28325550147'],
    ['+1 with a bad area code', '+1 032 555 0147'],
    ['+1 with too few digits', '+1555'],
    ['letters', 'call me'],
    ['an extension', '832-555-0147 ext 12'],
    ['two plus signs', '++18325550147'],
    ['a plus in the middle', '832+5550147'],
    ['nothing', ''],
    ['a country code starting with 0', '+0445551234'],
  ])('refuses %s', (_label, typed) => {
    expect(toE164Phone(typed)).toBeNull();
  });

  it('keeps a number from another country given with + and its code', () => {
    expect(toE164Phone('+52 55 1234 5678')).toBe('+525512345678');
    expect(toE164Phone('+44 20 7946 0000')).toBe('+442079460000');
    expect(toE164Phone('+34 612 34 56 78')).toBe('+34612345678');
    expect(toE164Phone('+52 1')).toBeNull();
    expect(toE164Phone('+4412345678901234')).toBeNull();
  });
});

describe('formatPhone', () => {
  it('shows a US number as (832) 555-0147 however it was stored', () => {
    expect(formatPhone('+18325550147')).toBe('(832) 555-0147');
    expect(formatPhone('832.555.0147')).toBe('(832) 555-0147');
  });

  it('shows another country in E.164 and an unreadable old value as it was typed', () => {
    expect(formatPhone('+525512345678')).toBe('+525512345678');
    expect(formatPhone('555-0100')).toBe('555-0100');
  });

  it('gives a form field the US format, or empty', () => {
    expect(phoneFieldValue('+18325550147')).toBe('(832) 555-0147');
    expect(phoneFieldValue(null)).toBe('');
    expect(phoneFieldValue(undefined)).toBe('');
  });
});

describe('phoneSchema', () => {
  it('outputs E.164 and refuses with the shared message', () => {
    expect(phoneSchema.parse('(832) 555-0147')).toBe('+18325550147');
    const refused = phoneSchema.safeParse('832-555-014');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(FIELD_MESSAGES.phoneInvalid);
    expect(phoneSchema.safeParse('1'.repeat(31)).error?.issues[0]?.message).toBe(FIELD_MESSAGES.phoneInvalid);
    expect(phoneSchema.safeParse(8325550147).error?.issues[0]?.message).toBe(FIELD_MESSAGES.phoneInvalid);
  });

  it('makes a blank optional number null', () => {
    expect(optionalPhoneSchema.parse('')).toBeNull();
    expect(optionalPhoneSchema.parse('   ')).toBeNull();
    expect(optionalPhoneSchema.parse(null)).toBeNull();
    expect(optionalPhoneSchema.parse(undefined)).toBeNull();
    expect(optionalPhoneSchema.parse('832.555.0147')).toBe('+18325550147');
  });
});

// Every place a number is typed reads it through the one schema.
describe('the forms that take a phone number', () => {
  it('worker profile, employer contact and the texts number all store E.164', () => {
    expect(updateUserRequestSchema.parse({ phone: '(832) 555-0147' }).phone).toBe('+18325550147');
    expect(updateUserRequestSchema.parse({}).phone).toBeUndefined();
    expect(sendPhoneCodeSchema.parse({ phone: '1-832-555-0147', channel: 'sms' }).phone).toBe('+18325550147');
    const employer = updateEmployerProfileSchema.parse({
      companyName: 'Acme',
      contactEmail: 'hr@acme.test',
      headquarters: 'Houston, TX',
      phoneNumber: '832.555.0147',
    });
    expect(employer.phoneNumber).toBe('+18325550147');
    expect(
      updateEmployerProfileSchema.parse({ companyName: 'Acme', contactEmail: 'hr@acme.test', headquarters: 'Houston, TX' }).phoneNumber,
    ).toBeNull();
  });

  it('refuses an unreadable number everywhere with the same message', () => {
    expect(updateUserRequestSchema.safeParse({ phone: '555-0100' }).error?.issues[0]?.message).toBe(FIELD_MESSAGES.phoneInvalid);
    expect(sendPhoneCodeSchema.safeParse({ phone: '555-0100', channel: 'sms' }).error?.issues[0]?.message).toBe(
      FIELD_MESSAGES.phoneInvalid,
    );
  });
});
