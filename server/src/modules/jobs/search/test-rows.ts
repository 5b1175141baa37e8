import type { IndexedJobRow } from '../repository';

// The store tests' jobs: an id from a number, and a row with every field a store reads, each test giving the fields it
// varies (the rest a plain full-time construction job in Houston, no lists, no lexemes).

export const idOf = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export function indexedRow(n: number, fields: Partial<IndexedJobRow> = {}): IndexedJobRow {
  return {
    id: idOf(n),
    posted_micros: '1700000000000000',
    boosted_until_ms: null,
    pay_rank: 40_000,
    industry: 'construction',
    job_type: 'full-time',
    experience_level: null,
    lat: 29.76,
    lng: -95.37,
    location: 'Houston, TX',
    trade_keys: [],
    skill_keys: [],
    required_credentials: [],
    preferred_credentials: [],
    has_per_diem: false,
    lodging_provided: false,
    lexemes: [],
    ...fields,
  };
}
