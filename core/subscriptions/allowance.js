import { FREE_JOB_POSTS } from '../payments/catalogue';
export function postUsage(openGrants, freePostsUsed) {
    const used = Math.min(freePostsUsed, FREE_JOB_POSTS) + openGrants.reduce((sum, grant) => sum + Math.min(grant.used, grant.posts), 0);
    const limit = FREE_JOB_POSTS + openGrants.reduce((sum, grant) => sum + grant.posts, 0);
    return { used, limit, available: limit - used };
}
/**
 * The post each of `count` new jobs uses, in order: a grant, or null for the free post.
 * Null when fewer than `count` posts are left.
 */
export function choosePosts(openGrants, freePostsUsed, count) {
    const soonestFirst = [...openGrants].sort((a, b) => a.endsAt.getTime() - b.endsAt.getTime());
    const chosen = soonestFirst.flatMap((grant) => Array.from({ length: Math.max(grant.posts - grant.used, 0) }, () => grant));
    for (let free = freePostsUsed; free < FREE_JOB_POSTS; free += 1)
        chosen.push(null);
    return chosen.length >= count ? chosen.slice(0, count) : null;
}
