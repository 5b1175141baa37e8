import { describe, expect, it } from 'vitest';
import { allocateJobPosts, freePostGrant, postUsage, type PostGrant } from './allowance';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);
const job = (id: string, n: number) => ({ id, postedAt: day(n) });
const grant = (id: string, start: number, days: number, posts = 1, isBoosted = false): PostGrant => ({
  id,
  posts,
  startsAt: day(start),
  endsAt: day(start + days),
  isBoosted,
});

describe('job post allowance', () => {
  it('gives a new employer one free post, then none', () => {
    const grants = [freePostGrant(1)];
    expect(postUsage(grants, [], day(0))).toEqual({ used: 0, limit: 1, available: 1 });
    expect(postUsage(grants, [job('a', 0)], day(1))).toEqual({ used: 1, limit: 1, available: 0 });
  });

  it('adds one post per Basic purchase, usable for its window only', () => {
    const grants = [freePostGrant(1), grant('basic', 10, 30)];
    const jobs = [job('a', 0)];
    expect(postUsage(grants, jobs, day(11)).available).toBe(1);
    expect(postUsage(grants, jobs, day(41)).available).toBe(0);
  });

  it('uses the paid post before the free one', () => {
    const grants = [freePostGrant(1), grant('boosted', 0, 60, 1, true)];
    const allocation = allocateJobPosts(grants, [job('a', 1)]);
    expect(allocation.get('a')?.id).toBe('boosted');
    expect(postUsage(grants, [job('a', 1)], day(2)).available).toBe(1);
  });

  it('gives a subscription 4 posts per month', () => {
    const grants = [freePostGrant(1), grant('m1', 0, 30, 4), grant('m2', 30, 30, 4)];
    const jobs = [1, 2, 3, 4, 5].map((n) => job(`j${n}`, n));
    expect(postUsage(grants, jobs, day(6)).available).toBe(0);
    expect(postUsage(grants, jobs, day(31)).available).toBe(4);
  });

  it('ignores jobs posted when no grant was open', () => {
    const grants = [grant('basic', 10, 30)];
    expect(postUsage(grants, [job('old', 0)], day(11)).available).toBe(1);
  });
});
