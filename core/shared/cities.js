import { defineMessages } from './messages';
/**
 * Large US cities, as "City, ST": what the seed, the benchmarks and the tests draw locations from.
 * Geocoding knows every US place of 1,000+ people and every ZIP (server/src/modules/places).
 */
export const CITY_LABELS = [
    'New York, NY',
    'Los Angeles, CA',
    'Chicago, IL',
    'Houston, TX',
    'Phoenix, AZ',
    'Philadelphia, PA',
    'San Antonio, TX',
    'San Diego, CA',
    'Dallas, TX',
    'San Jose, CA',
    'Austin, TX',
    'Jacksonville, FL',
    'Fort Worth, TX',
    'Columbus, OH',
    'Charlotte, NC',
    'San Francisco, CA',
    'Indianapolis, IN',
    'Seattle, WA',
    'Denver, CO',
    'Washington, DC',
    'Boston, MA',
    'Nashville, TN',
    'Oklahoma City, OK',
    'Las Vegas, NV',
    'Portland, OR',
    'Detroit, MI',
    'Memphis, TN',
    'Louisville, KY',
    'Baltimore, MD',
    'Milwaukee, WI',
    'Albuquerque, NM',
    'Tucson, AZ',
    'Sacramento, CA',
    'Kansas City, MO',
    'Atlanta, GA',
    'Miami, FL',
    'Minneapolis, MN',
    'New Orleans, LA',
    'Pittsburgh, PA',
    'Salt Lake City, UT',
];
export const PLACE_MESSAGES = defineMessages('places', {
    queryRequired: 'Type a city or ZIP code',
    queryTooLong: 'A place search must be at most 60 characters',
    queryInvalid: "A city or ZIP code has only letters, digits, spaces and , . ' -",
});
export const PLACE_QUERY_MAX = 60;
/** What a place search may hold: letters (any language), digits, spaces and , . ' - */
export const PLACE_QUERY_PATTERN = /^[\p{L}\p{M}\d .,'-]+$/u;
