import type { User } from '@core/auth/schemas';
import {
  CREW_INVITATION_DAYS,
  CREW_MAX_MEMBERS,
  CREW_MESSAGES,
  type CrewInvitation,
  type CrewInvitationPreview,
  type CrewInvitationRequest,
} from '@core/crews/schemas';
import type { Database } from '../../db/client';
import { emailTexts } from '../../lib/language';
import { createSessionToken, hashSessionToken } from '../../lib/tokens';
import { AppError } from '../../plugins/errors';
import type { ChannelProviders } from '../channels/service';
import type { Notifier } from '../notifications/service';
import { toCrewDto } from './crew-dto';
import * as repo from './repository';
import { findCrewAsForeman } from './crew-access';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Invitations one crew may send a day: each may be a paid text, and a crew holds 50 at most. */
export const CREW_INVITATIONS_PER_DAY = 100;

const fullName = (user: { firstName: string | null; lastName: string | null }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || 'A CrewBridge foreman';

/**
 * The foreman invites by e-mail (through the outbox, in the commit) or by text (sent once committed, as a
 * phone code is: the number has no account to queue for; without provider keys it is filed). The message is
 * in the invitee's language when the address or number is an account's, else in the foreman's.
 */
export async function inviteToCrew(
  db: Database,
  notifier: Notifier,
  providers: ChannelProviders,
  foreman: User,
  crewId: string,
  input: CrewInvitationRequest,
  now: Date,
) {
  const crew = await findCrewAsForeman(db, crewId, foreman.id);
  const invitee = await repo.findInvitee(db, input);
  if (invitee && (await repo.findMembership(db, crew.id, invitee.id))) throw new AppError(409, CREW_MESSAGES.alreadyInCrew);
  const language = invitee?.language ?? foreman.language;
  const token = createSessionToken();
  const expiresAt = new Date(now.getTime() + CREW_INVITATION_DAYS * DAY_MS);
  const link = notifier.url(`/crew-invitations/${token}`);
  const texts = { foremanName: fullName(foreman), crewName: crew.name, days: CREW_INVITATION_DAYS };
  await db.transaction(async (tx) => {
    await repo.lockCrew(tx, crew.id);
    if ((await repo.countInvitationsSince(tx, crew.id, new Date(now.getTime() - DAY_MS))) >= CREW_INVITATIONS_PER_DAY)
      throw new AppError(429, CREW_MESSAGES.invitationsPaused);
    await repo.insertInvitation(tx, {
      crewId: crew.id,
      invitedBy: foreman.id,
      tokenHash: hashSessionToken(token),
      phone: input.phone ?? null,
      email: input.email ?? null,
      language,
      expiresAt,
      createdAt: now,
    });
    if (input.email) {
      await notifier.email(tx, {
        userId: invitee?.id ?? null,
        to: input.email,
        language,
        kind: 'crew_invitation',
        compose: ({ t }) => ({
          subject: t('crew_invitation.subject', texts),
          content: {
            heading: t('crew_invitation.heading', texts),
            paragraphs: [t('crew_invitation.body', texts)],
            action: { label: t('crew_invitation.action'), url: link },
          },
        }),
      });
    }
  });
  if (input.phone) {
    const channel = input.channel ?? 'sms';
    const summary = emailTexts(language)('crew_invitation.text', texts);
    await providers[channel].send({
      channel,
      to: input.phone,
      body: `CrewBridge: ${summary}\n${link}`,
      language,
      payload: { url: link, title: 'CrewBridge', template: { name: 'crewbridge_update', parameters: [summary, link] } },
      // A number that may never have written to us: WhatsApp allows only a template.
      withinWhatsappWindow: false,
    });
  }
  return { message: CREW_MESSAGES.invitationSent, expiresAt: expiresAt.toISOString() };
}

/** The foreman's view of his crew's invitations. */
export async function listCrewInvitations(db: Database, foremanId: string, crewId: string, now: Date): Promise<CrewInvitation[]> {
  const crew = await findCrewAsForeman(db, crewId, foremanId);
  return (await repo.listInvitations(db, crew.id)).map((row) => ({
    id: row.id,
    phone: row.phone,
    email: row.email,
    state: row.acceptedAt ? 'accepted' : row.expiresAt <= now ? 'expired' : 'pending',
    expiresAt: row.expiresAt.toISOString(),
    acceptedBy: row.acceptedBy,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** What an invitation link shows before it is accepted, to whoever holds it (the token is the secret); 404 for no such link. */
export async function previewCrewInvitation(db: Database, token: string, now: Date): Promise<CrewInvitationPreview> {
  const invitation = await repo.findInvitationByHash(db, hashSessionToken(token));
  const row = invitation && (await repo.findCrewById(db, invitation.crewId));
  if (!invitation || !row) throw new AppError(404, CREW_MESSAGES.invitationInvalid);
  const crew = await toCrewDto(db, row, now);
  const foreman = crew.members.find((member) => member.userId === crew.foremanId);
  return {
    crewName: crew.name,
    foremanName: foreman ? fullName(foreman) : fullName({ firstName: null, lastName: null }),
    size: crew.size,
    homeBase: crew.homeBase,
    tradeCounts: crew.tradeCounts,
    state: invitation.acceptedAt ? 'accepted' : invitation.expiresAt <= now ? 'expired' : 'pending',
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * A signed-in worker accepts, once, within its days. Under the crew's row lock the invitation is marked used
 * and the member added in one statement while the crew holds fewer than 50; either refusal rolls both back.
 */
export async function acceptCrewInvitation(db: Database, worker: User, token: string, now: Date) {
  const invitation = await repo.findInvitationByHash(db, hashSessionToken(token));
  if (!invitation) throw new AppError(404, CREW_MESSAGES.invitationInvalid);
  if (invitation.acceptedAt) throw new AppError(409, CREW_MESSAGES.invitationUsed);
  if (invitation.expiresAt <= now) throw new AppError(410, CREW_MESSAGES.invitationExpired);
  const crew = await db.transaction(async (tx) => {
    const locked = await repo.lockCrew(tx, invitation.crewId);
    if (!locked) throw new AppError(404, CREW_MESSAGES.invitationInvalid);
    if (await repo.findMembership(tx, locked.id, worker.id)) throw new AppError(409, CREW_MESSAGES.alreadyMember);
    if (!(await repo.claimInvitation(tx, invitation.id, worker.id, now))) throw new AppError(409, CREW_MESSAGES.invitationUsed);
    if (!(await repo.insertMemberUnderCap(tx, locked.id, worker.id, CREW_MAX_MEMBERS, now)))
      throw new AppError(409, CREW_MESSAGES.crewFull);
    return locked;
  });
  return toCrewDto(db, crew, now);
}
