import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as admin from './admin';
import * as applications from './applications';
import * as auth from './auth';
import * as career from './career';
import * as channels from './channels';
import * as contact from './contact';
import * as crewJobInvitations from './crew-job-invitations';
import * as crews from './crews';
import * as employerProfile from './employer-profile';
import * as jobs from './jobs';
import * as messaging from './messaging';
import * as notifications from './notifications';
import * as passwordReset from './password-reset';
import * as payments from './payments';
import * as rateLimits from './rate-limits';
import * as reports from './reports';
import * as resumes from './resumes';
import * as reviews from './reviews';
import * as savedJobs from './saved-jobs';
import * as savedSearches from './saved-searches';
import * as serverSecrets from './server-secrets';
import * as training from './training';
import * as uploads from './uploads';
import * as workHistory from './work-history';
import * as workerProfile from './worker-profile';

/** Each file of this folder: a new schema file is added here (a test compares the two). */
export const SCHEMA_MODULES: Record<string, object> = {
  admin: admin,
  applications: applications,
  auth: auth,
  career: career,
  channels: channels,
  contact: contact,
  crews: crews,
  'crew-job-invitations': crewJobInvitations,
  'employer-profile': employerProfile,
  jobs: jobs,
  messaging: messaging,
  notifications: notifications,
  'password-reset': passwordReset,
  payments: payments,
  'rate-limits': rateLimits,
  reports: reports,
  resumes: resumes,
  reviews: reviews,
  'saved-jobs': savedJobs,
  'saved-searches': savedSearches,
  'server-secrets': serverSecrets,
  training: training,
  uploads: uploads,
  'worker-profile': workerProfile,
  'work-history': workHistory,
};

/** The name of every table the schema declares; /readyz checks that each exists. */
export const SCHEMA_TABLE_NAMES: readonly string[] = Object.values(SCHEMA_MODULES).flatMap((module) =>
  Object.values(module).flatMap((value: unknown) => (is(value, PgTable) ? [getTableName(value)] : [])),
);
