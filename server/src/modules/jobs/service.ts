// The jobs module's public face: other modules and the routes import from here; each operation lives in its own file.
export { isJobListed, toJobDto } from './job-dto';
export { searchResponseJson, type SearchCardPage } from './search-cards';
export { withEmployerRatings, withJobEmployerRatings, type EmployerRatingsReader } from './employer-ratings';
export { countJobs, searchJobCards, searchJobs } from './search-service';
export {
  findJobWithCompany,
  getJob,
  getPublicJob,
  getPublicJobPage,
  listEmployerOpenJobs,
  listSimilarJobs,
  listSitemapCompanies,
  viewPublicJob,
} from './job-reads';
export { getJobActivity, listEmployerJobs } from './employer-jobs';
export { createJobViewCounter, type JobViewCounter } from './job-views';
export { createJob, deleteJob, renewJob, setJobStatus, updateJob } from './job-crud';
export { expireJobPosts } from './job-expiry';
export { createJobsFromEstimate } from './jobs-from-estimate';
export { approveHeldJob, listHeldJobs, rejectHeldJob } from './job-moderation';
export { listedJobsCondition } from './listed-jobs';
// For the app's wiring (infrastructure.ts, server.ts).
export { createJobSearchIndex, type JobSearchIndex } from './search-index';
export { geocodeStoredJobs } from './geocode-jobs';
