const DAY_MS = 24 * 60 * 60 * 1000;
/** Today, 1 day ago, N days under 7, weeks under 30 days, then months; 'recently' when unknown. */
export function getPostedAge(postedAt, now = new Date()) {
    if (!postedAt)
        return { unit: 'recently' };
    const posted = new Date(postedAt);
    if (Number.isNaN(posted.getTime()))
        return { unit: 'recently' };
    const days = Math.max(0, Math.floor((now.getTime() - posted.getTime()) / DAY_MS));
    if (days === 0)
        return { unit: 'today' };
    if (days < 7)
        return { unit: 'days', count: days };
    if (days < 30)
        return { unit: 'weeks', count: Math.floor(days / 7) };
    return { unit: 'months', count: Math.floor(days / 30) };
}
