import { describe, expect, it } from 'vitest';
import { INDUSTRY_ROLES } from '../estimator/roles';
import {
  crewPlanLink,
  crewPlanMatchQuerySchema,
  parsePlanQuery,
  planCoverage,
  planFromRoles,
  planToQuery,
  rankCrewsForPlan,
  tradeForRole,
} from './plan-match';

describe('tradeForRole', () => {
  it('maps estimator roles to crew trades, by name or alias, and leaves the rest out', () => {
    expect(tradeForRole('Pipeline Welder')).toBe('pipeline-welder');
    expect(tradeForRole('HVAC Technician')).toBe('hvac-technician');
    expect(tradeForRole('Instrumentation Technician')).toBe('instrumentation-tech');
    expect(tradeForRole('Fiber Optic Technician')).toBe('fiber-optic-tech');
    expect(tradeForRole('General Laborer')).toBeNull();
    expect(tradeForRole('')).toBeNull();
  });

  it('finds a trade for most of every industry’s roles', () => {
    for (const roles of Object.values(INDUSTRY_ROLES)) {
      expect(roles.filter(({ role }) => tradeForRole(role)).length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('planFromRoles and the query form', () => {
  it('adds roles of one trade, drops empty roles and sets aside roles without a trade', () => {
    const { plan, unmatched } = planFromRoles([
      { role: 'Welder', count: 3 },
      { role: 'Electrician', count: 0 },
      { role: 'General Laborer', count: 4 },
      { role: 'welder', count: 1 },
      { role: 'Carpenter', count: Number.NaN },
    ]);
    expect(plan).toEqual([{ trade: 'welder', count: 4 }]);
    expect(unmatched).toEqual(['General Laborer']);
  });

  it('round-trips through the query string and refuses what is not a plan', () => {
    const plan = [
      { trade: 'welder' as const, count: 3 },
      { trade: 'carpenter' as const, count: 2 },
    ];
    expect(parsePlanQuery(planToQuery(plan))).toEqual(plan);
    for (const bad of [
      '',
      'welder',
      'welder:0',
      'welder:1000',
      'astronaut:2',
      'welder:2,welder:1',
      'welder:-1',
      Array(11).fill('welder:1').join(','),
    ]) {
      expect(parsePlanQuery(bad)).toBeNull();
    }
    expect(crewPlanMatchQuerySchema.safeParse({ plan: 'welder:3' }).data).toEqual({
      plan: [{ trade: 'welder', count: 3 }],
      radiusMiles: 250,
    });
    expect(crewPlanMatchQuerySchema.safeParse({ plan: 'welder:x' }).success).toBe(false);
    expect(crewPlanMatchQuerySchema.safeParse({ plan: 'welder:3', radiusMiles: '0' }).success).toBe(false);
  });
});

describe('rankCrewsForPlan', () => {
  const plan = [
    { trade: 'welder' as const, count: 3 },
    { trade: 'millwright' as const, count: 2 },
    { trade: 'carpenter' as const, count: 1 },
  ];

  it('counts covered trades and heads, each trade up to its plan', () => {
    expect(
      planCoverage(plan, [
        { trade: 'welder', count: 5 },
        { trade: 'carpenter', count: 1 },
        { trade: 'painter', count: 2 },
      ]),
    ).toMatchObject({ tradesCovered: 2, tradesPlanned: 3, headsCovered: 4, headsPlanned: 6 });
  });

  it('ranks by trades covered, then heads, then distance, and leaves out crews covering nothing', () => {
    const ranked = rankCrewsForPlan(plan, [
      { id: 'a', tradeCounts: [{ trade: 'welder', count: 10 }], distanceMiles: 5 },
      {
        id: 'b',
        tradeCounts: [
          { trade: 'welder', count: 1 },
          { trade: 'millwright', count: 1 },
        ],
        distanceMiles: 500,
      },
      {
        id: 'c',
        tradeCounts: [
          { trade: 'welder', count: 3 },
          { trade: 'millwright', count: 2 },
        ],
        distanceMiles: 90,
      },
      {
        id: 'd',
        tradeCounts: [
          { trade: 'welder', count: 3 },
          { trade: 'millwright', count: 2 },
        ],
        distanceMiles: 10,
      },
      { id: 'e', tradeCounts: [{ trade: 'painter', count: 6 }], distanceMiles: 1 },
      { id: 'f', tradeCounts: [{ trade: 'welder', count: 3 }], distanceMiles: null },
    ]);
    expect(ranked.map(({ candidate }) => candidate.id)).toEqual(['d', 'c', 'b', 'a', 'f']);
  });
});

describe('crewPlanLink', () => {
  it('links the Crews tab to the plan, its place, weeks and the roles no trade names; none without a trade', () => {
    const link = crewPlanLink(
      [
        { role: 'Pipeline Welder', count: 3 },
        { role: 'General Laborer', count: 2 },
      ],
      { location: 'Houston, TX', weeks: 6 },
    )!;
    const params = new URL(link, 'https://crewbridge.example.com').searchParams;
    expect(Object.fromEntries(params)).toEqual({
      tab: 'crews',
      plan: 'pipeline-welder:3',
      near: 'Houston, TX',
      weeks: '6',
      skipped: 'General Laborer',
    });
    expect(crewPlanLink([{ role: 'General Laborer', count: 2 }])).toBeNull();
  });
});
