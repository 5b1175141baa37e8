/** A search's shape as the router reads it: its sort (or a count) and whether it filters by an industry at most. */
export interface SearchShape {
  sort: 'best' | 'newest' | 'pay' | 'count';
  isIndustryAtMost: boolean;
}

/**
 * The router of README "10M jobs": PostgreSQL ranks every search while the index serves from SQL (it loads), and
 * past `sqlFromJobs` jobs the newest, pay and count shapes filtered by an industry at most; the index ranks the rest.
 * It counts where each went, for GET /metrics.
 */
export function createSqlRouter(sqlFromJobs: number, servesFromSql: () => boolean, jobs: () => number) {
  const ranked = { postgres: 0, index: 0 };
  return {
    ranked,
    ranksInSql({ sort, isIndustryAtMost }: SearchShape) {
      const inSql = servesFromSql() || (sort !== 'best' && isIndustryAtMost && jobs() >= sqlFromJobs);
      ranked[inSql ? 'postgres' : 'index'] += 1;
      return inSql;
    },
  };
}
