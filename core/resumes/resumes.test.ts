import { describe, expect, it } from 'vitest';
import { generationRefusal, RESUME_MESSAGES } from './plans';
import { buildResumeHtml, checkResumeQualifications, pickHighlights, rankSkills, type ResumeSource } from './template';

const NOW = new Date('2026-05-01T12:00:00Z');
const LATER = new Date('2026-05-08T12:00:00Z');

describe('generationRefusal', () => {
  it.each([
    ['no plan', null, RESUME_MESSAGES.planRequired],
    ['trial under its limit', { plan: 'free_trial', expiresAt: LATER, generationsUsed: 1 }, null],
    [
      'trial at its limit',
      { plan: 'free_trial', expiresAt: LATER, generationsUsed: 2 },
      RESUME_MESSAGES.limitReached({ planName: 'Free Trial', limit: 2 }),
    ],
    ['standard under its limit', { plan: 'standard', expiresAt: LATER, generationsUsed: 14 }, null],
    [
      'standard at its limit',
      { plan: 'standard', expiresAt: LATER, generationsUsed: 15 },
      RESUME_MESSAGES.limitReached({ planName: 'Standard', limit: 15 }),
    ],
    ['flex far past any count', { plan: 'flex', expiresAt: LATER, generationsUsed: 5000 }, null],
    ['a plan ending now', { plan: 'flex', expiresAt: NOW, generationsUsed: 0 }, RESUME_MESSAGES.planEnded({ planName: 'Flex' })],
  ] as const)('%s', (_label, record, expected) => {
    expect(generationRefusal(record, NOW)?.message ?? null).toBe(expected);
  });

  it('gives each refusal the code of its rule', () => {
    expect(generationRefusal(null, NOW)?.code).toBe('resumes.plan_required');
    expect(generationRefusal({ plan: 'flex', expiresAt: NOW, generationsUsed: 0 }, NOW)?.code).toBe('resumes.plan_ended');
    expect(generationRefusal({ plan: 'standard', expiresAt: LATER, generationsUsed: 15 }, NOW)).toEqual({
      message: RESUME_MESSAGES.limitReached({ planName: 'Standard', limit: 15 }),
      code: 'resumes.limit_reached',
      params: { planName: 'Standard', limit: 15 },
    });
  });
});

const source: ResumeSource = {
  language: 'en',
  person: { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', phone: '+18325550147', location: 'Dallas, TX' },
  profile: {
    primaryTrade: 'hvac-technician',
    yearsExperience: '3',
    skills: ['Blueprint Reading', 'Refrigerant Recovery'],
    certifications: ['EPA 608 Universal'],
    bio: null,
    availability: 'two-weeks',
    willingToTravel: true,
    linkedinUrl: null,
  },
  target: {
    title: 'Commercial HVAC Tech',
    description: 'Service rooftop units and chillers.',
    companyName: 'CoolCo',
    skills: ['Chillers', 'Refrigerant Recovery', 'Controls'],
    requirements: ['EPA 608 certification', 'Valid CDL license'],
    requiredCredentials: [],
  },
  contextText: '• Serviced 40 rooftop units and chillers each month for a hospital campus\nReferences available on request\nshort line',
};

describe('resume template', () => {
  it('ranks the job skills the worker has first, and never a job skill only the uploaded resume mentions', () => {
    expect(rankSkills(source)).toEqual(['Refrigerant Recovery', 'Blueprint Reading']);
  });

  it('meets a requirement with what the wallet holds, in the wallet words, and reports the rest as gaps', () => {
    expect(checkResumeQualifications(source)).toEqual({
      met: ['EPA 608 Universal', 'Refrigerant Recovery'],
      gaps: ['Valid CDL license', 'Chillers', 'Controls'],
      unheldRequirements: ['Valid CDL license'],
    });
  });

  it('picks resume lines that share words with the job first and drops short ones', () => {
    expect(pickHighlights(source.contextText, ['chillers', 'rooftop'])).toEqual([
      'Serviced 40 rooftop units and chillers each month for a hospital campus',
      'References available on request',
    ]);
    expect(pickHighlights(null, ['chillers'])).toEqual([]);
  });

  it('writes escaped HTML with the tailored sections', () => {
    const html = buildResumeHtml({ ...source, person: { ...source.person, firstName: '<Ana>' } });
    expect(html).toContain('<h1>&lt;Ana&gt; Ruiz</h1>');
    expect(html).toContain('HVAC Technician | Candidate for Commercial HVAC Tech');
    expect(html).toContain('HVAC Technician professional with 3-5 years of hands-on experience.');
    expect(html).toContain('Seeking the Commercial HVAC Tech role at CoolCo, bringing Refrigerant Recovery, Blueprint Reading.');
    expect(html).toContain(
      '<h2>Qualifications for Commercial HVAC Tech</h2><ul><li>EPA 608 Universal</li><li>Refrigerant Recovery</li></ul>',
    );
    expect(html).toContain('ana@example.com · (832) 555-0147 · Dallas, TX');
    expect(html).not.toContain('CDL');
    expect(html).toContain('<li>Available in two weeks</li><li>Willing to travel for work</li>');
  });

  it('writes its headings and sentences in Spanish when asked, what the worker and the job say as written', () => {
    const html = buildResumeHtml({ ...source, language: 'es' });
    expect(html).toContain('<h2>Resumen profesional</h2>');
    expect(html).toContain('Profesional de HVAC Technician con 3-5 años de experiencia práctica.');
    expect(html).toContain('Busca el puesto de Commercial HVAC Tech en CoolCo, y aporta Refrigerant Recovery, Blueprint Reading.');
    expect(html).toContain(
      '<h2>Requisitos que cumple para Commercial HVAC Tech</h2><ul><li>EPA 608 Universal</li><li>Refrigerant Recovery</li></ul>',
    );
    expect(html).toContain('<li>Disponible en dos semanas</li><li>Dispuesto a viajar por trabajo</li>');
    expect(html).not.toContain('Professional Summary');
  });

  it('leaves out sections with nothing in them', () => {
    const html = buildResumeHtml({ ...source, profile: null, contextText: null });
    expect(html).not.toContain('Experience Highlights');
    expect(html).not.toContain('Certifications');
    expect(html).toContain('Skilled trades professional.');
  });
});
