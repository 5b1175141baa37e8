import { describe, expect, it } from 'vitest';
import { checkQualifications, namesAny, type QualificationInput } from './qualifications';
import { buildResumeHtml, type ResumeSource } from './template';

// Issue 55, point 5: the demo electrician, a Texas journeyman whose bio says so, tailoring to an Ohio job.
const electrician: QualificationInput = {
  skills: ['Conduit Bending', 'Blueprint Reading'],
  certifications: ['Journeyman Electrician License'],
  yearsExperience: '10',
  job: {
    requirements: ['Ohio journeyman license', 'OSHA 10', '5+ years of commercial experience', 'Reading blueprints'],
    skills: ['Conduit Bending', 'Motor Controls'],
    requiredCredentials: [],
  },
};

describe('checkQualifications', () => {
  it('reports what the worker does not hold as gaps, in the job words', () => {
    expect(checkQualifications(electrician)).toEqual({
      met: ['Blueprint Reading', 'Conduit Bending'],
      gaps: ['Ohio journeyman license', 'OSHA 10', 'Motor Controls'],
      unheldRequirements: ['Ohio journeyman license', 'OSHA 10'],
    });
  });

  it('meets a credential requirement by the wallet, under any catalogue spelling, in the wallet words', () => {
    const check = checkQualifications({
      ...electrician,
      certifications: ['OSHA 10-Hour Construction'],
      job: { requirements: ['OSHA10 card required', 'OSHA 30'], skills: [], requiredCredentials: [] },
    });
    expect(check).toEqual({ met: ['OSHA 10-Hour Construction'], gaps: ['OSHA 30'], unheldRequirements: ['OSHA 30'] });
  });

  it('checks the credentials the job requires by catalogue id, once when a requirement also names one', () => {
    const job = { requirements: ['OSHA 10'], skills: [], requiredCredentials: ['osha-10-construction', 'twic'] };
    expect(checkQualifications({ ...electrician, certifications: [], job })).toEqual({
      met: [],
      gaps: ['OSHA 10', 'TWIC Card'],
      unheldRequirements: ['OSHA 10', 'TWIC Card'],
    });
    expect(checkQualifications({ ...electrician, certifications: ['OSHA 10'], job }).met).toEqual(['OSHA 10']);
  });

  it('meets years of experience by the profile choice and lists nothing for it', () => {
    const job = { requirements: ['3+ years experience'], skills: [], requiredCredentials: [] };
    expect(checkQualifications({ ...electrician, yearsExperience: '3', job })).toEqual({ met: [], gaps: [], unheldRequirements: [] });
    expect(checkQualifications({ ...electrician, yearsExperience: '1', job }).gaps).toEqual(['3+ years experience']);
    expect(checkQualifications({ ...electrician, yearsExperience: null, job }).gaps).toEqual(['3+ years experience']);
  });

  it('does not take a skill for a requirement that asks for more than it names', () => {
    const job = { requirements: ['Welding certification AWS D1.1'], skills: [], requiredCredentials: [] };
    expect(checkQualifications({ ...electrician, skills: ['Welding'], job }).gaps).toEqual(['Welding certification AWS D1.1']);
  });

  it('keeps a job skill the profile lacks out of what a resume must never name', () => {
    const job = { requirements: [], skills: ['Motor Controls'], requiredCredentials: [] };
    expect(checkQualifications({ ...electrician, job })).toEqual({ met: [], gaps: ['Motor Controls'], unheldRequirements: [] });
  });
});

describe('namesAny', () => {
  it('finds a phrase as whole words in HTML, whatever its case, spacing or escaping', () => {
    expect(namesAny('<ul><li>osha-10</li></ul>', ['OSHA 10'])).toBe(true);
    expect(namesAny('<p>Holds a driver&#39;s license</p>', ["Driver's license"])).toBe(true);
    expect(namesAny('<p>Led the investigation</p>', ['TIG'])).toBe(false);
    expect(namesAny('<p>OSHA 100 hours</p>', ['OSHA 10'])).toBe(false);
    expect(namesAny('<p>anything</p>', ['', ' - '])).toBe(false);
  });
});

const source: ResumeSource = {
  language: 'en',
  person: { firstName: 'Dale', lastName: 'Ortiz', email: 'dale@example.com', phone: '+18325550147', location: 'Dallas, TX' },
  profile: {
    primaryTrade: 'electrician',
    yearsExperience: '10',
    skills: ['Conduit Bending'],
    certifications: [],
    bio: 'Licensed journeyman electrician in Ohio and Texas, OSHA 10 course planned for spring.',
    availability: 'immediate',
    willingToTravel: false,
    linkedinUrl: null,
  },
  target: {
    title: 'Industrial Electrician',
    description: 'Plant wiring in Toledo.',
    companyName: 'Lakeside Power',
    skills: ['Conduit Bending'],
    requirements: ['Ohio journeyman license', 'OSHA 10'],
    requiredCredentials: [],
  },
  contextText: 'Completed OSHA 10 orientation module one.\nOhio journeyman license application in review.',
};

describe('a tailored resume', () => {
  it('does not claim a requirement the bio or an uploaded resume only mentions, nor repeat the resume lines naming it', () => {
    const html = buildResumeHtml({
      ...source,
      contextText: `${source.contextText}\nWired three packaging lines for a dairy plant in Toledo.`,
    });
    expect(html).not.toContain('OSHA 10</li>');
    expect(html).not.toContain('Ohio journeyman license');
    expect(html).toContain('<h2>Qualifications for Industrial Electrician</h2><ul><li>Conduit Bending</li></ul>');
    expect(html).toContain('<h2>Experience Highlights</h2><ul><li>Wired three packaging lines for a dairy plant in Toledo.</li></ul>');
  });

  it('claims a credential the wallet holds', () => {
    const html = buildResumeHtml({ ...source, profile: { ...source.profile!, certifications: ['OSHA 10'] } });
    expect(html).toContain('<h2>Qualifications for Industrial Electrician</h2><ul><li>OSHA 10</li><li>Conduit Bending</li></ul>');
    expect(html).toContain('<h2>Certifications</h2><ul><li>OSHA 10</li></ul>');
  });
});
