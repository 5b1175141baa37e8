import { describe, expect, it } from 'vitest';
import type { EmployerApplication } from '../applications/schemas';
import type { CrewApplicant } from './schemas';
import { groupCrewApplicants } from './applicant-groups';

const crew: CrewApplicant = {
  id: 'crew-1',
  name: 'Gulf Crew',
  foremanId: 'w-2',
  members: ['a-2', 'a-3', 'a-9'].map((applicationId, index) => ({
    userId: `w-${index + 2}`,
    applicationId,
    firstName: null,
    lastName: null,
    primaryTrade: 'welder',
    status: 'pending',
    meetsRequirements: true,
  })),
  requirements: { membersMeeting: 3, members: 3 },
};

const row = (id: string, workerId: string, withCrew: CrewApplicant | null, jobId = 'job-1') =>
  ({
    id,
    jobId,
    jobTitle: 'Welder',
    worker: { id: workerId, email: `${workerId}@example.com` },
    crew: withCrew,
  }) as unknown as EmployerApplication;

describe('groupCrewApplicants', () => {
  it('folds a crew’s members into one item where its first member stands, naming every member’s application', () => {
    const items = groupCrewApplicants([row('a-1', 'w-1', null), row('a-2', 'w-2', crew), row('a-4', 'w-4', null), row('a-3', 'w-3', crew)]);
    expect(items.map((item) => (item.kind === 'crew' ? `crew:${item.group.crew.name}` : item.application.id))).toEqual([
      'a-1',
      'crew:Gulf Crew',
      'a-4',
    ]);
    const group = items[1]!.kind === 'crew' ? items[1]!.group : null;
    // a-9 is a member not loaded yet: a stage change still names it.
    expect(group?.memberApplicationIds).toEqual(['a-2', 'a-3', 'a-9']);
    expect(group?.foreman?.id).toBe('a-2');
  });

  it('keeps one crew’s applications to two jobs apart, and has no foreman row when he is not loaded', () => {
    const items = groupCrewApplicants([row('a-3', 'w-3', crew, 'job-1'), row('b-3', 'w-3', crew, 'job-2')]);
    expect(items).toHaveLength(2);
    expect(items.every((item) => item.kind === 'crew' && item.group.foreman === null)).toBe(true);
  });
});
