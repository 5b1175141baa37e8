import { describe, expect, it } from 'vitest';
import { getWorkerChecklist, getWorkerProfileCompleteness, incompleteWorkerProfileMessage } from './completeness';

const complete = {
  primaryTrade: 'welder',
  yearsExperience: '3-5',
  visaStatus: 'us-citizen',
  availability: 'immediately',
  preferredIndustries: ['energy'],
  bio: 'Pipe welder',
  phone: '(555) 555-0100',
  location: 'Houston, TX',
  resumeUrl: '/objects/resumes/abc',
};

describe('worker profile completeness', () => {
  it('is complete with all nine fields', () => {
    expect(getWorkerProfileCompleteness(complete)).toEqual({
      percent: 100,
      missing: [],
      isComplete: true,
      canApply: true,
      applyMissing: [],
    });
  });

  it('opens applying with trade, years, phone and location alone (issue 55), the rest still missing', () => {
    const result = getWorkerProfileCompleteness({
      primaryTrade: 'welder',
      yearsExperience: '6',
      phone: '(832) 555-0147',
      location: 'Houston, TX',
    });
    expect(result).toMatchObject({ isComplete: false, canApply: true, applyMissing: [] });
    expect(getWorkerProfileCompleteness({ primaryTrade: 'welder', bio: 'Pipe welder' })).toMatchObject({
      canApply: false,
      applyMissing: ['Years of Experience', 'Phone Number', 'Location'],
    });
  });

  it('counts blanks and empty lists as missing, in the spec order', () => {
    const result = getWorkerProfileCompleteness({ ...complete, bio: '   ', preferredIndustries: [], resumeUrl: null });
    expect(result.missing).toEqual(['Preferred Industries', 'Professional Bio', 'Resume Upload']);
    expect(result.percent).toBe(67);
    expect(result.isComplete).toBe(false);
    expect(incompleteWorkerProfileMessage(result.missing)).toEqual({
      message:
        'Please complete all required fields before accessing other sections. Missing: Preferred Industries, Professional Bio, Resume Upload',
      code: 'worker_profile.profile_incomplete',
      params: { missing: 'Preferred Industries, Professional Bio, Resume Upload' },
    });
  });

  it('is 0% when nothing is filled', () => {
    expect(getWorkerProfileCompleteness({}).percent).toBe(0);
  });
});

describe('worker checklist', () => {
  it('groups the nine fields into Basic Info, Work Experience and Resume Upload', () => {
    expect(getWorkerChecklist(['Professional Bio', 'Resume Upload'])).toEqual([
      { id: 'basicInfo', isDone: false },
      { id: 'workExperience', isDone: true },
      { id: 'resumeUpload', isDone: false },
    ]);
    expect(getWorkerChecklist([]).every((item) => item.isDone)).toBe(true);
  });
});
