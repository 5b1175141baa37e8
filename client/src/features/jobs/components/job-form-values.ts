import type { JobDto } from '@core/jobs/schemas';
import { EMPTY_JOB_TERMS, type JobTermsValues } from './job-terms-fields';

/** What the job form's inputs hold: text everywhere, lists for the chips, the credentials and travel terms. */
export interface JobFormValues extends JobTermsValues {
  title: string;
  industry: string;
  description: string;
  location: string;
  jobType: string;
  experienceLevel: string;
  salaryMin: string;
  salaryMax: string;
  payUnit: string;
  requirements: string[];
  skills: string[];
}

export const EMPTY_JOB_FORM: JobFormValues = {
  title: '',
  industry: '',
  description: '',
  location: '',
  jobType: '',
  experienceLevel: '',
  salaryMin: '',
  salaryMax: '',
  // The trades quote pay by the hour: a new post starts there.
  payUnit: 'hour',
  requirements: [],
  skills: [],
  ...EMPTY_JOB_TERMS,
};

export function jobToFormValues(job: JobDto): JobFormValues {
  return {
    title: job.title,
    industry: job.industry,
    description: job.description,
    location: job.location,
    jobType: job.jobType,
    experienceLevel: job.experienceLevel ?? '',
    salaryMin: job.salaryMin?.toString() ?? '',
    salaryMax: job.salaryMax?.toString() ?? '',
    payUnit: job.payUnit,
    requirements: job.requirements,
    skills: job.skills,
    requiredCredentials: job.requiredCredentials,
    preferredCredentials: job.preferredCredentials,
    perDiem: job.perDiem?.toString() ?? '',
    lodgingProvided: job.lodgingProvided,
    travelRequired: job.travelRequired,
    rotation: job.rotation ?? '',
    overtimeExpected: job.overtimeExpected,
  };
}
