// The applications module's public face: other modules and the routes import from here; each operation lives in its own file.
export { applyToJob } from './apply';
export { applyAsCrew } from './apply-crew';
export { deleteWorkerApplication, listWorkerApplications, updateWorkerApplication } from './worker-applications';
export {
  findEmployerApplication,
  findEmployerCompanyName,
  getApplicationResume,
  listEmployerApplications,
  reviewApplication,
} from './employer-applications';
export { searchEmployerApplications } from './applicant-list';
export { bulkUpdateApplicationStatus, moveToInterviewStage, publishStatusChange, updateApplicationStatus } from './status';
export { contactCandidate } from './contact-candidate';

// Interviews are stored with their application (db/schema/applications); the interviews module maps them here.
export { toInterviewDto, type InterviewRow } from './repository';
