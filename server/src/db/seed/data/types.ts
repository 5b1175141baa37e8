import type { PayUnit } from '@core/jobs/pay';
import type { ExperienceLevel, Industry, JobType } from '@core/shared/options';

export interface SeedJob {
  title: string;
  description: string;
  industry: Industry;
  /** "City, ST" from core/shared/cities.ts CITY_LABELS. */
  location: string;
  jobType: Exclude<JobType, 'internship'>;
  experienceLevel: ExperienceLevel;
  /** Pay in whole US dollars per `payUnit`: trades quote by the hour or the day, salaried posts by the year. */
  salaryMin: number;
  salaryMax: number;
  /** Absent: a year. */
  payUnit?: PayUnit;
  requirements: string[];
  skills: string[];
  postedDaysAgo: number;
}

export interface SeedEmployer {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  location: string;
  profile: {
    companyName: string;
    industry: Industry;
    companySize: '1-10' | '11-50' | '51-200' | '201-1000' | '1000+';
    website: string;
    description: string;
    linkedinUrl: string;
    contactEmail: string;
    phoneNumber: string;
    headquarters: string;
    foundedYear: number;
    companyBenefits: string[];
    hiringPriorities: string[];
  };
  jobs: SeedJob[];
}
