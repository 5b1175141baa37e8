import { describe, expect, it } from 'vitest';
import { choosePosts, postUsage } from './allowance';
const day = (n) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);
const grant = (id, endsOn, posts = 1, used = 0, isBoosted = false) => ({
    id,
    posts,
    used,
    endsAt: day(endsOn),
    isBoosted,
});
const ids = (posts) => posts?.map((post) => post?.id ?? 'free') ?? null;
describe('job post allowance', () => {
    it('gives a new employer one free post, then none', () => {
        expect(postUsage([], 0)).toEqual({ used: 0, limit: 1, available: 1 });
        expect(ids(choosePosts([], 0, 1))).toEqual(['free']);
        expect(postUsage([], 1)).toEqual({ used: 1, limit: 1, available: 0 });
        expect(choosePosts([], 1, 1)).toBeNull();
    });
    it('adds the posts of every open grant', () => {
        expect(postUsage([grant('basic', 30), grant('month', 20, 4, 3)], 1)).toEqual({ used: 4, limit: 6, available: 2 });
    });
    it('uses the paid post that closes soonest before the free one', () => {
        const grants = [grant('boosted', 60, 1, 0, true), grant('basic', 30)];
        expect(ids(choosePosts(grants, 0, 3))).toEqual(['basic', 'boosted', 'free']);
        expect(ids(choosePosts(grants, 0, 1))).toEqual(['basic']);
    });
    it('spends a subscription month post by post, and refuses more than is left', () => {
        const month = grant('month', 20, 4, 2);
        expect(ids(choosePosts([month], 1, 2))).toEqual(['month', 'month']);
        expect(choosePosts([month], 1, 3)).toBeNull();
        expect(ids(choosePosts([month], 0, 3))).toEqual(['month', 'month', 'free']);
    });
});
