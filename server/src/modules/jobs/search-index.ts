// The job search index lives in ./search (its README explains it); its public names stay importable from here.
export { createJobSearchIndex, type JobSearchIndex } from './search/job-search-index';
export type { IndexHit, IndexQuery, JobFilters, Keyword, SearchCursor } from './search/types';
