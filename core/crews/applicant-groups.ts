import type { EmployerApplication, EmployerCrewApplicant } from '../applications/schemas';

/** One crew's application to one job as the employer reads it (issue 51): the members' rows loaded so far, as one applicant. */
export interface CrewGroup {
  key: string;
  crew: EmployerCrewApplicant;
  /** The first loaded member's row: the crew's job, applied date and stage. */
  lead: EmployerApplication;
  /** Every member's application id, loaded or not: a stage change names them all. */
  memberApplicationIds: string[];
  /** The foreman's own row when he applied with the crew: his phone and e-mail. */
  foreman: EmployerApplication | null;
}

export type ApplicantItem = { kind: 'single'; application: EmployerApplication } | { kind: 'crew'; group: CrewGroup };

/** The applications in their order, each crew's members folded into one item where its first member stands. */
export function groupCrewApplicants(applications: readonly EmployerApplication[]): ApplicantItem[] {
  const items: ApplicantItem[] = [];
  const seen = new Set<string>();
  for (const application of applications) {
    const { crew } = application;
    if (!crew) {
      items.push({ kind: 'single', application });
      continue;
    }
    const key = `${crew.id}:${application.jobId ?? application.jobTitle}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const rows = applications.filter((row) => row.crew?.id === crew.id && row.jobId === application.jobId);
    items.push({
      kind: 'crew',
      group: {
        key,
        crew,
        lead: application,
        memberApplicationIds: crew.members.map((member) => member.applicationId),
        foreman: rows.find((row) => row.worker.id === crew.foremanId) ?? null,
      },
    });
  }
  return items;
}
