import { FREE_JOB_POSTS } from '../payments/catalogue';

/**
 * Job-post allowance (decisions.md): every employer has one free post; each Basic or Boosted
 * purchase adds one post usable for 30 or 60 days; a Subscription Bundle adds 4 posts per
 * 30-day month. A job records the post it used when it is posted: the open grant with posts left
 * that closes soonest, the free post last, so usage is a count per grant, never a replay of history.
 */

/** A grant open now, with how many of its posts the employer's jobs already hold. */
export interface OpenPostGrant {
  id: string;
  posts: number;
  used: number;
  endsAt: Date;
  isBoosted: boolean;
}

export interface PostUsage {
  /** Posts of the grants open now that jobs already used. */
  used: number;
  /** Posts of the grants open now. */
  limit: number;
  available: number;
}

export function postUsage(openGrants: readonly OpenPostGrant[], freePostsUsed: number): PostUsage {
  const used = Math.min(freePostsUsed, FREE_JOB_POSTS) + openGrants.reduce((sum, grant) => sum + Math.min(grant.used, grant.posts), 0);
  const limit = FREE_JOB_POSTS + openGrants.reduce((sum, grant) => sum + grant.posts, 0);
  return { used, limit, available: limit - used };
}

/**
 * The post each of `count` new jobs uses, in order: a grant, or null for the free post.
 * Null when fewer than `count` posts are left.
 */
export function choosePosts(openGrants: readonly OpenPostGrant[], freePostsUsed: number, count: number): (OpenPostGrant | null)[] | null {
  const soonestFirst = [...openGrants].sort((a, b) => a.endsAt.getTime() - b.endsAt.getTime());
  const chosen: (OpenPostGrant | null)[] = soonestFirst.flatMap((grant) =>
    Array.from({ length: Math.max(grant.posts - grant.used, 0) }, () => grant),
  );
  for (let free = freePostsUsed; free < FREE_JOB_POSTS; free += 1) chosen.push(null);
  return chosen.length >= count ? chosen.slice(0, count) : null;
}
