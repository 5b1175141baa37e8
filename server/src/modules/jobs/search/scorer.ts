import { isWithinMiles } from '@core/jobs/geo';
import { MATCH_WEIGHTS, placeDistancePoints, sumMatchPoints, type MatchPoints, type MatchProfile } from '@core/jobs/match';
import { isCurrentForTerms, placeKey, type OriginPoints } from './search-caches';
import { MISSING, type JobStore } from './store';

/**
 * Best match's points for one worker as tables: core sumMatchPoints adds independent terms, so
 * each signal's points are that sum of the signal alone (best-match.test.ts checks every score
 * against scoreMatch).
 */
export function compileScorer(store: JobStore, profile: MatchProfile) {
  const alone = (points: Partial<MatchPoints>) =>
    sumMatchPoints({
      isTradeMatch: false,
      skillMatches: 0,
      isIndustryMatch: false,
      distancePoints: 0,
      requiredCredentialMatches: 0,
      preferredCredentialMatches: 0,
      isPayFit: false,
      ...points,
    });
  const { cityPoints, cityMax } = originPoints(store, profile, alone);
  const industryPoints = new Int32Array(store.terms.size);
  for (const value of profile.industries) {
    const id = store.findTerm(value);
    if (id !== MISSING) industryPoints[id] = alone({ isIndustryMatch: true });
  }
  const counted = (field: 'skillMatches' | 'requiredCredentialMatches' | 'preferredCredentialMatches', most: number) =>
    Int32Array.from({ length: most + 1 }, (_, matches) => alone({ [field]: matches }));
  const hasCredentials = (profile.credentialIds?.length ?? 0) > 0;
  const trade = profile.trade ? store.findTerm(profile.trade) : MISSING;
  const skillPoints = counted('skillMatches', profile.skills.length);
  const heldIds = (profile.credentialIds ?? []).map((id) => store.findTerm(id)).filter((id) => id !== MISSING);
  const requiredPoints = counted('requiredCredentialMatches', profile.credentialIds?.length ?? 0);
  const preferredPoints = counted('preferredCredentialMatches', profile.credentialIds?.length ?? 0);
  const industryAndCityMax = Math.max(...industryPoints, 0) + cityMax;
  // Any job may pay the worker's rate: every bound below counts these points when the worker has one.
  const payFloor = profile.payFloorYearly ?? 0;
  const payPoints = payFloor > 0 ? alone({ isPayFit: true }) : 0;
  return {
    /** The slots that can earn credential points; with the trade's, the only ones above `othersMax`. */
    credentialLists: heldIds.flatMap((id) => [store.requiredSlots.get(id), store.preferredSlots.get(id)]),
    industryAndCityMax,
    othersMax: industryAndCityMax + skillPoints.at(-1)! + payPoints,
    /** The most a job outside the trade's and credential lists adds to its industry and city points. */
    othersSkillMax: skillPoints.at(-1)! + payPoints,
    trade,
    tradePoints: alone({ isTradeMatch: true }),
    skills: profile.skills.length > 0 ? store.termSet(profile.skills) : null,
    skillPoints,
    industryPoints,
    cityPoints,
    held: hasCredentials ? store.termSet(profile.credentialIds!) : null,
    requiredPoints,
    preferredPoints,
    /** The worker's rate a year (0: none) and what a job paying at least that earns. */
    payFloor,
    payPoints,
    /** The most a job of the worker's trade adds to its industry and city points. */
    tradeJobMax: alone({ isTradeMatch: true }) + skillPoints.at(-1)! + requiredPoints.at(-1)! + preferredPoints.at(-1)! + payPoints,
  };
}
export type Scorer = ReturnType<typeof compileScorer>;

/**
 * Each place term's distance points from the worker's origin (the same for every worker searching
 * from that place with that travel distance: kept, search-caches.ts) and the most any earns.
 */
function originPoints(store: JobStore, profile: MatchProfile, alone: (points: Partial<MatchPoints>) => number): OriginPoints {
  const origin = profile.origin;
  // `stale`: the points of its terms kept, only the places added since measured.
  const make = (stale?: OriginPoints): OriginPoints => {
    const cityPoints = new Int32Array(store.terms.size);
    // Beyond the scoring range and the travel distance a place earns nothing: the box skips most places unmeasured.
    const reach = Math.max(MATCH_WEIGHTS.distanceRangeMiles, profile.travelMiles ?? 0);
    let cityMax = 0;
    if (stale) {
      cityPoints.set(stale.cityPoints);
      cityMax = stale.cityMax;
    }
    if (origin) {
      for (const [id, place] of store.places) {
        if ((stale && id < stale.terms) || !isWithinMiles(origin, place, reach)) continue;
        const points = placeDistancePoints(profile, place);
        if (points > 0) cityMax = Math.max(cityMax, (cityPoints[id] = alone({ distancePoints: points })));
      }
    }
    return { store, terms: store.terms.size, cityPoints, cityMax };
  };
  return origin
    ? store.caches.origins.get(placeKey(origin, profile.travelMiles), isCurrentForTerms(store), make, undefined, (stale) =>
        stale.store === store ? make(stale) : null,
      )
    : make();
}

export function scoreOf(store: JobStore, scorer: Scorer, slot: number): number {
  let score = scorer.industryPoints[store.industry[slot]!]! + scorer.cityPoints[store.city[slot]!]!;
  if (scorer.trade !== MISSING && store.trades.has(slot, scorer.trade)) score += scorer.tradePoints;
  if (scorer.skills !== null) score += scorer.skillPoints[store.skills.countIn(slot, scorer.skills)]!;
  if (scorer.held !== null) {
    score += scorer.requiredPoints[store.required.countIn(slot, scorer.held)]!;
    score += scorer.preferredPoints[store.preferred.countIn(slot, scorer.held)]!;
  }
  // store.pay is jobs.pay_rank (0 without pay), as core isPayFit reads it.
  if (scorer.payPoints > 0 && store.pay[slot]! >= scorer.payFloor) score += scorer.payPoints;
  return score;
}
