import { z } from 'zod';
import { defineMessages } from '../shared/messages';
export const INTERVIEW_TYPES = ['video', 'in-person', 'phone'];
export const MEETING_PLATFORMS = ['zoom', 'teams', 'meet', 'other'];
export const INTERVIEW_DURATION_MINUTES = 60;
export const INTERVIEW_MESSAGES = defineMessages('interviews', {
    dateTimeRequired: 'Please fill in date and time for the interview.',
    dateTimeInvalid: 'Please enter a real date (YYYY-MM-DD) and time (HH:MM).',
    typeRequired: 'Please choose video, in-person or phone.',
    platformInvalid: 'Please choose Zoom, Teams, Meet or Other.',
    meetingLinkRequiredTitle: 'Meeting Link Required',
    meetingLinkRequired: 'Please add the meeting link for a video interview.',
    meetingLinkInvalid: 'The meeting link must be a web address starting with https:// or http://.',
    meetingLinkControlCharacter: 'The meeting link cannot contain line breaks, tabs or other control characters.',
    locationRequiredTitle: 'Location Required',
    locationRequired: 'Please add where the in-person interview takes place.',
    timezoneInvalid: 'Time zone offset is not valid.',
    notFound: 'Interview not found',
});
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_RE = /^\d{2}:\d{2}$/;
const optionalText = (max) => z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);
/** The instant a local date and time stand for, given the browser's Date#getTimezoneOffset(); null when not a real date. */
export function toScheduledAt(date, time, timezoneOffsetMinutes = 0) {
    if (!DATE_RE.test(date) || !TIME_RE.test(time))
        return null;
    const [year, month, day] = date.split('-').map(Number);
    const [hours, minutes] = time.split(':').map(Number);
    if (hours > 23 || minutes > 59)
        return null;
    const utc = Date.UTC(year, month - 1, day, hours, minutes);
    const check = new Date(utc);
    if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
        return null;
    return new Date(utc + timezoneOffsetMinutes * 60_000);
}
const CONTROL_CHARACTER = /\p{Cc}/u;
function isWebUrl(value) {
    try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:';
    }
    catch {
        return false;
    }
}
/** POST /api/applications/{id}/interview; the dialog validates with the same rules. */
export const scheduleInterviewRequestSchema = z
    .object({
    type: z.enum(INTERVIEW_TYPES, { error: INTERVIEW_MESSAGES.typeRequired }),
    date: z.string().trim().nullish(),
    time: z.string().trim().nullish(),
    location: optionalText(300),
    notes: optionalText(2000),
    meetingLink: optionalText(500),
    meetingPlatform: z.enum(MEETING_PLATFORMS, { error: INTERVIEW_MESSAGES.platformInvalid }).default('zoom'),
    // The browser's Date#getTimezoneOffset(), so the date and time mean the employer's local time.
    timezoneOffsetMinutes: z
        .number({ error: INTERVIEW_MESSAGES.timezoneInvalid })
        .int(INTERVIEW_MESSAGES.timezoneInvalid)
        .min(-14 * 60, INTERVIEW_MESSAGES.timezoneInvalid)
        .max(14 * 60, INTERVIEW_MESSAGES.timezoneInvalid)
        .default(0),
})
    .superRefine((value, ctx) => {
    if (!value.date || !value.time) {
        ctx.addIssue({ code: 'custom', path: ['date'], message: INTERVIEW_MESSAGES.dateTimeRequired });
        return;
    }
    if (!toScheduledAt(value.date, value.time)) {
        ctx.addIssue({ code: 'custom', path: ['date'], message: INTERVIEW_MESSAGES.dateTimeInvalid });
        return;
    }
    if (value.type === 'video') {
        if (!value.meetingLink) {
            ctx.addIssue({ code: 'custom', path: ['meetingLink'], message: INTERVIEW_MESSAGES.meetingLinkRequired });
            return;
        }
    }
    // The URL parser drops line breaks and tabs silently, so they are refused before it: a link with
    // them was pasted wrong or is meant to break the calendar file and e-mail it is written into.
    if (value.meetingLink && CONTROL_CHARACTER.test(value.meetingLink)) {
        ctx.addIssue({ code: 'custom', path: ['meetingLink'], message: INTERVIEW_MESSAGES.meetingLinkControlCharacter });
        return;
    }
    if (value.meetingLink && !isWebUrl(value.meetingLink)) {
        ctx.addIssue({ code: 'custom', path: ['meetingLink'], message: INTERVIEW_MESSAGES.meetingLinkInvalid });
        return;
    }
    if (value.type === 'in-person' && !value.location) {
        ctx.addIssue({ code: 'custom', path: ['location'], message: INTERVIEW_MESSAGES.locationRequired });
    }
});
export const interviewSchema = z.object({
    id: z.string(),
    applicationId: z.string(),
    type: z.enum(INTERVIEW_TYPES),
    scheduledAt: z.string(),
    durationMinutes: z.number().int(),
    location: z.string().nullable(),
    meetingLink: z.string().nullable(),
    meetingPlatform: z.enum(MEETING_PLATFORMS).nullable(),
    notes: z.string().nullable(),
    createdAt: z.string(),
});
export const scheduleInterviewResponseSchema = z.object({
    message: z.string(),
    interview: interviewSchema,
});
