/**
 * Job-post allowance (decisions.md): every employer has one free post; each Basic or Boosted
 * purchase adds one post usable for 30 or 60 days; a Subscription Bundle adds 4 posts per
 * 30-day month. Jobs are matched to grants in posting order, each to the grant open at its
 * posting time that closes soonest, so a paid post is used before the free one.
 */

export interface PostGrant {
  id: string;
  posts: number;
  startsAt: Date;
  /** null = never closes (the free post). */
  endsAt: Date | null;
  isBoosted: boolean;
}

export interface PostedJob {
  id: string;
  postedAt: Date;
}

export const FREE_POST_GRANT_ID = 'free';

export function freePostGrant(posts: number): PostGrant {
  return { id: FREE_POST_GRANT_ID, posts, startsAt: new Date(0), endsAt: null, isBoosted: false };
}

const isOpenAt = (grant: PostGrant, at: Date) =>
  grant.startsAt.getTime() <= at.getTime() && (grant.endsAt === null || at.getTime() < grant.endsAt.getTime());

const closesAt = (grant: PostGrant) => grant.endsAt?.getTime() ?? Number.POSITIVE_INFINITY;

/** Which grant each job used (jobs posted with no grant open are left out). */
export function allocateJobPosts(grants: readonly PostGrant[], jobs: readonly PostedJob[]): Map<string, PostGrant> {
  const remaining = new Map(grants.map((grant) => [grant.id, grant.posts]));
  const allocation = new Map<string, PostGrant>();
  const inPostingOrder = [...jobs].sort((a, b) => a.postedAt.getTime() - b.postedAt.getTime());
  for (const job of inPostingOrder) {
    const grant = grants
      .filter((candidate) => isOpenAt(candidate, job.postedAt) && (remaining.get(candidate.id) ?? 0) > 0)
      .sort((a, b) => closesAt(a) - closesAt(b))[0];
    if (!grant) continue;
    remaining.set(grant.id, remaining.get(grant.id)! - 1);
    allocation.set(job.id, grant);
  }
  return allocation;
}

export interface PostUsage {
  /** Posts of the grants open now that jobs already used. */
  used: number;
  /** Posts of the grants open now. */
  limit: number;
  available: number;
}

export function postUsage(grants: readonly PostGrant[], jobs: readonly PostedJob[], now: Date): PostUsage {
  const allocation = allocateJobPosts(grants, jobs);
  const open = grants.filter((grant) => isOpenAt(grant, now));
  const limit = open.reduce((sum, grant) => sum + grant.posts, 0);
  const openIds = new Set(open.map((grant) => grant.id));
  const used = [...allocation.values()].filter((grant) => openIds.has(grant.id)).length;
  return { used, limit, available: limit - used };
}
