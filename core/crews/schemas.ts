import { z } from 'zod';
import { e164PhoneSchema } from '../channels/schemas';
import { CREDENTIAL_IDS } from '../credentials/catalogue';
import { TRADES } from '../shared/options';
import { defineMessages } from '../shared/messages';
import { uuidSchema } from '../shared/ids';
import { AVAILABILITY_OPTIONS } from '../worker-profile/options';

/** The most members one crew may hold, the foreman included (issue 51). */
export const CREW_MAX_MEMBERS = 50;
/** How long an invitation link works, once. */
export const CREW_INVITATION_DAYS = 7;
export const CREW_RADIUS_MAX_MILES = 3000;
export const CREW_NAME_MAX = 80;
export const CREW_ROLES = ['foreman', 'member'] as const;
export type CrewRole = (typeof CREW_ROLES)[number];

export const CREW_MESSAGES = defineMessages('crews', {
  nameRequired: 'Give the crew a name (at most 80 characters).',
  tradesInvalid: 'Choose from 1 to 10 trades from the list.',
  homeBaseRequired: 'Enter the crew’s home base, like "Houston, TX".',
  radiusInvalid: 'Travel radius must be a whole number of miles from 0 to 3000.',
  availabilityInvalid: 'Availability must be immediate, two-weeks, one-month or negotiable.',
  lookingInvalid: 'Looking for work must be true or false.',
  foremanInvalid: 'The new foreman must be a member of the crew.',
  notFound: 'Crew not found',
  notAMember: 'Only the crew’s members can see it.',
  onlyForeman: 'Only the crew’s foreman can do this.',
  inviteTargetRequired: 'Invite by mobile number or by e-mail, one of the two.',
  inviteEmailInvalid: 'Enter a valid e-mail address.',
  invitationSent: 'Invitation sent',
  invitationsPaused: 'This crew has sent 100 invitations today. Try again tomorrow.',
  invitationInvalid: 'This invitation link is not valid.',
  invitationUsed: 'This invitation has already been used.',
  invitationExpired: 'This invitation has expired. Ask the foreman for a new one.',
  alreadyMember: 'You are already a member of this crew.',
  alreadyInCrew: 'This person is already a member of the crew.',
  notYourCrews: 'You can only list your own crews.',
  crewFull: 'This crew already has 50 members, the most a crew can have.',
  memberNotFound: 'This worker is not a member of the crew.',
  foremanCannotLeave: 'Hand the foreman role to another member before leaving the crew.',
  memberRemoved: 'Removed from the crew',
  searchMinSizeInvalid: 'Minimum size must be a whole number from 1 to 50.',
  searchCredentialInvalid: 'Choose a credential from the catalogue.',
  searchLocationUnknown: 'We could not find that place. Try "City, ST" or a ZIP code.',
  membersRequired: 'Choose from 1 to 50 crew members to apply with.',
  membersDuplicated: 'Each member can be chosen only once.',
  memberIdInvalid: 'Each member id must be a valid id.',
  crewIdInvalid: 'The crew id must be a valid id.',
  membersOutsideCrew: 'Every member chosen must belong to the crew.',
  singlePositionJob: 'A crew can only apply to a job with more than one position.',
  tooManyMembers: 'This job has fewer open positions than the members chosen.',
  crewAlreadyApplied: 'This crew has already applied to this job.',
  memberAlreadyApplied: 'A member chosen has already applied to this job.',
  memberIncomplete: 'A member chosen has not completed their profile yet.',
  notEnoughPositions: 'This job has fewer open positions than the crew’s members.',
});

const trimmedText = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, message);

export const crewFields = {
  name: trimmedText(CREW_NAME_MAX, CREW_MESSAGES.nameRequired),
  trades: z
    .array(z.enum(TRADES, { error: CREW_MESSAGES.tradesInvalid }), { error: CREW_MESSAGES.tradesInvalid })
    .min(1, CREW_MESSAGES.tradesInvalid)
    .max(10, CREW_MESSAGES.tradesInvalid)
    .transform((items) => [...new Set(items)]),
  /** "City, ST" or a ZIP, as jobs and worker profiles keep a place; the server geocodes it for radius searches. */
  homeBase: trimmedText(120, CREW_MESSAGES.homeBaseRequired),
  travelRadiusMiles: z
    .number({ error: CREW_MESSAGES.radiusInvalid })
    .int(CREW_MESSAGES.radiusInvalid)
    .min(0, CREW_MESSAGES.radiusInvalid)
    .max(CREW_RADIUS_MAX_MILES, CREW_MESSAGES.radiusInvalid),
  availability: z.enum(AVAILABILITY_OPTIONS, { error: CREW_MESSAGES.availabilityInvalid }),
  /** Listed for employers searching crews (GET /api/crews); an unlisted crew is seen only by employers it applied to. */
  isLookingForWork: z.boolean({ error: CREW_MESSAGES.lookingInvalid }),
};

export const createCrewRequestSchema = z.object({ ...crewFields, isLookingForWork: crewFields.isLookingForWork.default(true) });
export type CreateCrewInput = z.input<typeof createCrewRequestSchema>;
export type CreateCrewRequest = z.output<typeof createCrewRequestSchema>;

/** PUT /api/crews/{id}: only the fields sent change; `foremanId` hands the foreman role to another member. */
export const updateCrewRequestSchema = z.object({ ...crewFields, foremanId: uuidSchema(CREW_MESSAGES.foremanInvalid) }).partial();
export type UpdateCrewInput = z.input<typeof updateCrewRequestSchema>;
export type UpdateCrewRequest = z.output<typeof updateCrewRequestSchema>;

export const crewIdParamsSchema = z.object({ id: z.string() });
export const crewMemberParamsSchema = z.object({ id: z.string(), userId: z.string() });
export const crewInvitationTokenParamsSchema = z.object({ token: z.string().max(200) });

/** POST /api/crews/{id}/invitations: a mobile number (a text) or an e-mail address, not both. */
export const crewInvitationRequestSchema = z
  .object({
    phone: e164PhoneSchema.optional(),
    email: z.email({ error: CREW_MESSAGES.inviteEmailInvalid }).max(254, CREW_MESSAGES.inviteEmailInvalid).optional(),
    /** The text's channel for a phone: WhatsApp, or SMS (the default). */
    channel: z.enum(['sms', 'whatsapp'], { error: CREW_MESSAGES.inviteTargetRequired }).optional(),
  })
  .refine((body) => (body.phone === undefined) !== (body.email === undefined), { message: CREW_MESSAGES.inviteTargetRequired });
export type CrewInvitationInput = z.input<typeof crewInvitationRequestSchema>;
export type CrewInvitationRequest = z.output<typeof crewInvitationRequestSchema>;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** GET /api/crews (employers): crews looking for work, by trade, place and radius, size and a credential held. */
export const crewSearchQuerySchema = z.object({
  trade: z.preprocess(blankToUndefined, z.enum(TRADES, { error: CREW_MESSAGES.tradesInvalid }).optional()),
  location: z.preprocess(blankToUndefined, z.string().trim().max(120, CREW_MESSAGES.searchLocationUnknown).optional()),
  radiusMiles: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: CREW_MESSAGES.radiusInvalid })
      .int(CREW_MESSAGES.radiusInvalid)
      .min(1, CREW_MESSAGES.radiusInvalid)
      .max(CREW_RADIUS_MAX_MILES, CREW_MESSAGES.radiusInvalid)
      .default(100),
  ),
  /** Crews with at least one member holding this catalogue credential, valid today. */
  credential: z.preprocess(blankToUndefined, z.enum(CREDENTIAL_IDS, { error: CREW_MESSAGES.searchCredentialInvalid }).optional()),
  minSize: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: CREW_MESSAGES.searchMinSizeInvalid })
      .int(CREW_MESSAGES.searchMinSizeInvalid)
      .min(1, CREW_MESSAGES.searchMinSizeInvalid)
      .max(CREW_MAX_MEMBERS, CREW_MESSAGES.searchMinSizeInvalid)
      .optional(),
  ),
});
export type CrewSearchQuery = z.output<typeof crewSearchQuerySchema>;

export const crewMemberSchema = z.object({
  userId: z.string(),
  role: z.enum(CREW_ROLES),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  primaryTrade: z.string().nullable(),
  joinedAt: z.string(),
});
export type CrewMember = z.infer<typeof crewMemberSchema>;

export const credentialRollupSchema = z.object({ credentialId: z.string(), holders: z.number().int() });
export const tradeCountSchema = z.object({ trade: z.string(), count: z.number().int() });

export const crewSchema = z.object({
  id: z.string(),
  name: z.string(),
  trades: z.array(z.string()),
  homeBase: z.string(),
  travelRadiusMiles: z.number().int(),
  availability: z.string(),
  isLookingForWork: z.boolean(),
  foremanId: z.string(),
  size: z.number().int(),
  members: z.array(crewMemberSchema),
  /** The members' primary trades with counts ("3 welders, 2 fitters"). */
  tradeCounts: z.array(tradeCountSchema),
  /** Valid credentials held, by how many members ("4 of 6 hold OSHA 30"): most held first. */
  credentials: z.array(credentialRollupSchema),
  createdAt: z.string(),
});
export type Crew = z.infer<typeof crewSchema>;

export const crewInvitationResponseSchema = z.object({ message: z.string(), expiresAt: z.string() });

export const CREW_INVITATION_STATES = ['pending', 'accepted', 'expired'] as const;
/** GET /api/crews/{id}/invitations (the foreman's): who was invited and what became of it; never the link. */
export const crewInvitationSchema = z.object({
  id: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  state: z.enum(CREW_INVITATION_STATES),
  expiresAt: z.string(),
  acceptedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type CrewInvitation = z.infer<typeof crewInvitationSchema>;

/**
 * GET /api/crew-invitations/{token}: what the link's holder may read before accepting (the crew, who leads it, its
 * size and trades, whether the link still works); never the members' names nor the invited address.
 */
export const crewInvitationPreviewSchema = z.object({
  crewName: z.string(),
  foremanName: z.string(),
  size: z.number().int(),
  homeBase: z.string(),
  tradeCounts: z.array(tradeCountSchema),
  state: z.enum(CREW_INVITATION_STATES),
  expiresAt: z.string(),
});
export type CrewInvitationPreview = z.infer<typeof crewInvitationPreviewSchema>;

/** The crew an application came with, as the employer reads it beside each application (issue 51). */
export const crewApplicantSchema = z.object({
  id: z.string(),
  name: z.string(),
  foremanId: z.string(),
  members: z.array(
    z.object({
      userId: z.string(),
      applicationId: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      primaryTrade: z.string().nullable(),
      status: z.string(),
      /** Holds every credential the job requires, valid today. */
      meetsRequirements: z.boolean(),
    }),
  ),
  /** "5 of 6 meet the requirements" of the job. */
  requirements: z.object({ membersMeeting: z.number().int(), members: z.number().int() }),
});
export type CrewApplicant = z.infer<typeof crewApplicantSchema>;

/** The fields POST /api/applications adds for a crew: the foreman applies with these members. */
export const crewApplicationFields = {
  crewId: uuidSchema(CREW_MESSAGES.crewIdInvalid).optional(),
  memberIds: z
    .array(uuidSchema(CREW_MESSAGES.memberIdInvalid), { error: CREW_MESSAGES.membersRequired })
    .min(1, CREW_MESSAGES.membersRequired)
    .max(CREW_MAX_MEMBERS, CREW_MESSAGES.membersRequired)
    .refine((ids) => new Set(ids).size === ids.length, CREW_MESSAGES.membersDuplicated)
    .optional(),
};

/** What the foreman gets back: one application per member, and how many meet the job's required credentials. */
export const crewApplicationResponseSchema = z.object({
  crewApplicationId: z.string(),
  crewId: z.string(),
  jobId: z.string(),
  applications: z.array(z.object({ applicationId: z.string(), workerId: z.string(), meetsRequirements: z.boolean() })),
  /** "5 of 6 meet the requirements". */
  requirements: z.object({ required: z.array(z.string()), membersMeeting: z.number().int(), members: z.number().int() }),
});
export type CrewApplicationResponse = z.infer<typeof crewApplicationResponseSchema>;
