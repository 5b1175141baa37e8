import { and, desc, eq } from 'drizzle-orm';
import type { CreateCrewInput, Crew } from '@core/crews/schemas';
import type { App } from '../../app';
import { emailOutbox } from '../../db/schema/applications';
import { injectAs, type Caller } from '../../test/api';

export const crewPost = (overrides: Partial<CreateCrewInput> = {}): CreateCrewInput => ({
  name: 'Gulf Pipe Crew',
  trades: ['welder', 'pipeline-welder'],
  homeBase: 'Houston, TX',
  travelRadiusMiles: 250,
  availability: 'immediate',
  ...overrides,
});

export async function createCrew(app: App, foreman: Caller, overrides: Partial<CreateCrewInput> = {}): Promise<Crew> {
  const response = await injectAs(app, foreman).post('/api/crews', crewPost(overrides));
  if (response.statusCode !== 201) throw new Error(`crew not created: ${response.body}`);
  return response.json() as Crew;
}

/** Invites by e-mail and returns the token of the link the e-mail carries. */
export async function inviteByEmail(app: App, foreman: Caller, crewId: string, email: string): Promise<string> {
  const response = await injectAs(app, foreman).post(`/api/crews/${crewId}/invitations`, { email });
  if (response.statusCode !== 201) throw new Error(`invitation not sent: ${response.body}`);
  const [mail] = await app.db
    .select({ body: emailOutbox.body })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toEmail, email), eq(emailOutbox.kind, 'crew_invitation')))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const token = /crew-invitations\/([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
  if (!token) throw new Error('no invitation link in the e-mail');
  return token;
}

/** Invites and accepts: `member` joins the crew. */
export async function addMember(app: App, foreman: Caller, crewId: string, member: { token: string; user: { email: string } }) {
  const token = await inviteByEmail(app, foreman, crewId, member.user.email);
  const response = await injectAs(app, member).post(`/api/crew-invitations/${token}/accept`);
  if (response.statusCode !== 200) throw new Error(`not accepted: ${response.body}`);
}
