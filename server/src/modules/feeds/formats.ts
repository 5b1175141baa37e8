import type { ApplicationSource } from '@core/feeds/sources';
import type { FeedJob } from './feed-job';
import { cdata, cdataElement, escapeXml } from './xml';

/** A feed format: its head (up to the first job), one job, and its tail. */
export interface FeedFormat {
  head(meta: FeedMeta): string;
  job(job: FeedJob, url: string): string;
  tail: string;
}

export interface FeedMeta {
  publisher: string;
  publisherUrl: string;
  /** The latest change to the feed's jobs: the same body for the same validators. */
  builtAt: Date;
}

/** The job's page with the tag an application made from it records (?source=). */
export function jobUrl(origin: string, jobId: string, source: ApplicationSource): string {
  return `${origin}/jobs/${encodeURIComponent(jobId)}?source=${source}`;
}

const INDEED_JOB_TYPES: Record<string, string> = {
  'Full-time': 'fulltime',
  'Part-time': 'parttime',
  Contract: 'contract',
  Temporary: 'temporary',
  Internship: 'internship',
};

/**
 * Indeed's XML feed: <source> with publisher, publisherurl and lastBuildDate, then one <job> per job,
 * every value in CDATA. Dates as Indeed's examples write them (RFC 1123, GMT). There is no street
 * address or remote type on a CrewBridge job: those tags are left out, as Indeed allows; education is what the
 * job's required lines ask for, as its JobPosting says (core/jobs/posting-facts.ts).
 */
export const INDEED_FEED: FeedFormat = {
  head: (meta) =>
    '<?xml version="1.0" encoding="utf-8"?>\n<source>\n' +
    `<publisher>${escapeXml(meta.publisher)}</publisher>\n<publisherurl>${escapeXml(meta.publisherUrl)}</publisherurl>\n` +
    `<lastBuildDate>${meta.builtAt.toUTCString()}</lastBuildDate>\n`,
  job: (job, url) =>
    '<job>' +
    cdataElement('title', job.title) +
    cdataElement('date', job.postedAt.toUTCString()) +
    cdataElement('referencenumber', job.id) +
    cdataElement('requisitionid', job.id) +
    cdataElement('url', url) +
    cdataElement('company', job.company) +
    cdataElement('sourcename', job.company) +
    cdataElement('city', job.city) +
    cdataElement('state', job.state) +
    cdataElement('country', 'US') +
    cdataElement('postalcode', job.postalCode) +
    `<description>${cdata(job.descriptionHtml)}</description>` +
    cdataElement('salary', job.salary) +
    cdataElement('jobtype', INDEED_JOB_TYPES[job.jobType] ?? job.jobType) +
    cdataElement('category', job.category) +
    cdataElement('experience', job.experience) +
    cdataElement('education', job.education) +
    cdataElement('expirationdate', job.expiresAt.toUTCString()) +
    '</job>\n',
  tail: '</source>\n',
};

/**
 * The generic feed ZipRecruiter, Talent.com and Jooble read: the same <source>/<job> layout, with the
 * tag names Talent.com documents (referencenumber, dateposted, expirationdate in ISO 8601) beside the
 * ones ZipRecruiter's and Indeed's readers take (date); a reader skips the tags it does not know.
 */
export const GENERIC_FEED: FeedFormat = {
  head: (meta) =>
    '<?xml version="1.0" encoding="utf-8"?>\n<source>\n' +
    `<publisher>${escapeXml(meta.publisher)}</publisher>\n<publisherurl>${escapeXml(meta.publisherUrl)}</publisherurl>\n` +
    `<lastbuilddate>${meta.builtAt.toISOString()}</lastbuilddate>\n`,
  job: (job, url) =>
    '<job>' +
    cdataElement('referencenumber', job.id) +
    cdataElement('title', job.title) +
    cdataElement('company', job.company) +
    cdataElement('city', job.city) +
    cdataElement('state', job.state) +
    cdataElement('country', 'US') +
    cdataElement('postalcode', job.postalCode) +
    cdataElement('dateposted', job.postedAt.toISOString()) +
    cdataElement('date', job.postedAt.toUTCString()) +
    cdataElement('url', url) +
    `<description>${cdata(job.descriptionHtml)}</description>` +
    cdataElement('salary', job.salary) +
    cdataElement('jobtype', job.jobType) +
    cdataElement('category', job.category) +
    cdataElement('experience', job.experience) +
    cdataElement('education', job.education) +
    cdataElement('expirationdate', job.expiresAt.toISOString()) +
    '</job>\n',
  tail: '</source>\n',
};
