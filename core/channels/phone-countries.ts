/**
 * Which numbers phone codes may go to (issue 49, point 5): texting premium and satellite ranges
 * (+882, +252, +371...) is toll fraud paid by the sender, so only the countries the service serves
 * are allowed. A country is named by its ISO code (the ones below) or a range by its calling-code
 * prefix (`+52`, `+1787`): PHONE_CODE_COUNTRIES lists them.
 */

// North American Numbering Plan area codes outside the United States and its territories (Canada and the Caribbean).
const CANADA_AREA_CODES = [
  '204', '226', '236', '249', '250', '257', '263', '273', '289', '306', '343', '354', '365', '367', '368', '382', '387', '403',
  '416', '418', '428', '431', '437', '438', '450', '460', '468', '474', '506', '514', '519', '548', '579', '581', '584', '587',
  '600', '604', '613', '622', '639', '647', '672', '683', '705', '709', '742', '753', '778', '780', '782', '807', '819', '825',
  '867', '873', '879', '902', '905', '942',
]; // prettier-ignore
const CARIBBEAN_AREA_CODES = [
  '242', '246', '264', '268', '284', '345', '441', '473', '649', '658', '664', '721', '758', '767', '784', '809', '829', '849',
  '868', '869', '876',
]; // prettier-ignore
// US premium-rate numbers: as costly as the foreign ranges above.
const PREMIUM_AREA_CODES = ['900'];

const notUnitedStates = new Set([...CANADA_AREA_CODES, ...CARIBBEAN_AREA_CODES, ...PREMIUM_AREA_CODES]);
const canada = new Set(CANADA_AREA_CODES);

/** The countries known by name; anything else is given as a calling-code prefix. */
const COUNTRY_RULES: Record<string, (e164: string) => boolean> = {
  US: (phone) => phone.startsWith('+1') && phone.length === 12 && !notUnitedStates.has(phone.slice(2, 5)),
  CA: (phone) => phone.startsWith('+1') && phone.length === 12 && canada.has(phone.slice(2, 5)),
  MX: (phone) => phone.startsWith('+52'),
};

export const KNOWN_PHONE_COUNTRIES = Object.keys(COUNTRY_RULES);

/** True when the entry is a country this file knows or a `+` followed by 1 to 6 digits. */
export function isPhoneCountryEntry(entry: string): boolean {
  return entry in COUNTRY_RULES || /^\+[1-9]\d{0,5}$/.test(entry);
}

/** Whether an E.164 number (as phoneSchema in core/shared/phone.ts leaves it) is in one of the served countries or ranges. */
export function isServedPhone(phone: string, served: readonly string[]): boolean {
  return served.some((entry) => (entry.startsWith('+') ? phone.startsWith(entry) : (COUNTRY_RULES[entry]?.(phone) ?? false)));
}
