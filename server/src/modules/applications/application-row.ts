import { EXPECTED_SALARY_MAX } from '@core/applications/schemas';
import { annualPay, type PayUnit } from '@core/jobs/pay';

/** The job as a new application keeps it: the row shows what was applied to, even after the post changes. */
export function newApplicationRow(
  job: { id: string; employerId: string; title: string; companyName: string | null; location: string },
  workerId: string,
  coverLetter: string | null,
) {
  return {
    jobId: job.id,
    workerId,
    employerId: job.employerId,
    jobTitle: job.title,
    companyName: job.companyName,
    jobLocation: job.location,
    status: 'pending' as const,
    coverLetter,
  };
}

/** The expected pay a profile's hourly rate gives, quoted in the job's unit (none without a rate). */
export function payFromHourlyRate(hourlyRate: number | null, jobUnit: PayUnit) {
  if (hourlyRate === null) return { expectedSalary: null, expectedPayUnit: null };
  return { expectedSalary: Math.min(annualPay(hourlyRate, 'hour'), EXPECTED_SALARY_MAX), expectedPayUnit: jobUnit };
}
