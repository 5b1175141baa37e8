import { z } from 'zod';
import { defineMessages, FIELD_MESSAGES } from '../shared/messages';
/** Spec 000 section 5 lists nine; 'other' completes the ten it announces. */
export const CONTACT_CATEGORIES = [
    'general',
    'account',
    'technical',
    'billing',
    'job',
    'worker',
    'employer',
    'feedback',
    'partnership',
    'other',
];
export const CONTACT_MESSAGES = {
    ...defineMessages('contact', {
        nameRequired: 'Name is required',
        categoryInvalid: 'Please choose a category from the list',
    }),
    nameTooLong: FIELD_MESSAGES.nameTooLong,
    emailRequired: FIELD_MESSAGES.emailRequired,
    emailInvalid: FIELD_MESSAGES.emailInvalid,
    subjectRequired: FIELD_MESSAGES.subjectRequired,
    messageRequired: FIELD_MESSAGES.messageRequired,
    subjectTooLong: FIELD_MESSAGES.subjectTooLong,
    messageTooLong: FIELD_MESSAGES.messageTooLong,
};
export const contactRequestSchema = z.object({
    name: z
        .string({ error: CONTACT_MESSAGES.nameRequired })
        .trim()
        .min(1, CONTACT_MESSAGES.nameRequired)
        .max(100, CONTACT_MESSAGES.nameTooLong),
    email: z
        .string({ error: CONTACT_MESSAGES.emailRequired })
        .trim()
        .min(1, CONTACT_MESSAGES.emailRequired)
        .pipe(z.email(CONTACT_MESSAGES.emailInvalid)),
    subject: z
        .string({ error: CONTACT_MESSAGES.subjectRequired })
        .trim()
        .min(1, CONTACT_MESSAGES.subjectRequired)
        .max(200, CONTACT_MESSAGES.subjectTooLong),
    // The form's "no category" is an empty string; the API also accepts the field missing.
    category: z
        .union([z.enum(CONTACT_CATEGORIES), z.literal('')], { error: CONTACT_MESSAGES.categoryInvalid })
        .optional()
        .transform((category) => category || undefined),
    message: z
        .string({ error: CONTACT_MESSAGES.messageRequired })
        .trim()
        .min(1, CONTACT_MESSAGES.messageRequired)
        .max(5000, CONTACT_MESSAGES.messageTooLong),
});
export const contactResponseSchema = z.object({
    id: z.string(),
    createdAt: z.string(),
});
