import { defineMessages } from './messages';
export const TIME_ZONE_MESSAGES = defineMessages('time_zone', {
    invalid: 'Please send a valid time zone, such as America/Chicago.',
});
/** The zone a time is shown in when neither the reader's browser nor a place names one: the central US. */
export const DEFAULT_TIME_ZONE = 'America/Chicago';
// A split state reads in the zone most of its people live in (docs/decisions.md): the Florida
// panhandle, west Texas, north Idaho, east Oregon, the Dakotas' west, Kansas' and Nebraska's west,
// Kentucky's and Tennessee's west, Indiana's corners and Michigan's Upper Peninsula read as the rest.
const STATE_TIME_ZONES = {
    AL: 'America/Chicago',
    AK: 'America/Anchorage',
    AZ: 'America/Phoenix',
    AR: 'America/Chicago',
    CA: 'America/Los_Angeles',
    CO: 'America/Denver',
    CT: 'America/New_York',
    DE: 'America/New_York',
    DC: 'America/New_York',
    FL: 'America/New_York',
    GA: 'America/New_York',
    HI: 'Pacific/Honolulu',
    ID: 'America/Boise',
    IL: 'America/Chicago',
    IN: 'America/Indiana/Indianapolis',
    IA: 'America/Chicago',
    KS: 'America/Chicago',
    KY: 'America/New_York',
    LA: 'America/Chicago',
    ME: 'America/New_York',
    MD: 'America/New_York',
    MA: 'America/New_York',
    MI: 'America/Detroit',
    MN: 'America/Chicago',
    MS: 'America/Chicago',
    MO: 'America/Chicago',
    MT: 'America/Denver',
    NE: 'America/Chicago',
    NV: 'America/Los_Angeles',
    NH: 'America/New_York',
    NJ: 'America/New_York',
    NM: 'America/Denver',
    NY: 'America/New_York',
    NC: 'America/New_York',
    ND: 'America/Chicago',
    OH: 'America/New_York',
    OK: 'America/Chicago',
    OR: 'America/Los_Angeles',
    PA: 'America/New_York',
    RI: 'America/New_York',
    SC: 'America/New_York',
    SD: 'America/Chicago',
    TN: 'America/Chicago',
    TX: 'America/Chicago',
    UT: 'America/Denver',
    VT: 'America/New_York',
    VA: 'America/New_York',
    WA: 'America/Los_Angeles',
    WV: 'America/New_York',
    WI: 'America/Chicago',
    WY: 'America/Denver',
    PR: 'America/Puerto_Rico',
};
let supportedZones = null;
/** True for an IANA zone this runtime knows (Intl.supportedValuesOf, plus UTC, which browsers report but the list leaves out). */
export function isTimeZone(value) {
    supportedZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
    if (supportedZones.has(value))
        return true;
    // A browser may name a zone by another of its IANA names (Asia/Kolkata for Asia/Calcutta): the runtime resolves it.
    try {
        return supportedZones.has(new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone);
    }
    catch {
        return false;
    }
}
/** The zone of a US place written "City, ST" (or "City, ST 77002"); null when it names no state. */
export function timeZoneOfLocation(location) {
    const state = location ? /,\s*([A-Za-z]{2})(?:\s+\d{5})?\s*$/.exec(location)?.[1]?.toUpperCase() : undefined;
    return (state && STATE_TIME_ZONES[state]) || null;
}
/**
 * The zone to show a time in for one reader: the one their browser reported, else the place the
 * time is about (the job's), else the reader's own place, else the default.
 */
export function readerTimeZone(reader, placeOfEvent) {
    if (reader.timeZone && isTimeZone(reader.timeZone))
        return reader.timeZone;
    return timeZoneOfLocation(placeOfEvent) ?? timeZoneOfLocation(reader.location) ?? DEFAULT_TIME_ZONE;
}
