// The job search index lives in ./search (its README explains it); its public names stay importable from here.
export { createJobSearchIndex } from './search/job-search-index';
export type { IndexHit, IndexQuery, JobFilters, JobSearchIndex, Keyword, SearchCursor } from './search/types';
