/** Option values of the worker profile form (001 section 9); labels live in the client's worker-profile locale. */
export const EXPERIENCE_OPTIONS = ['1', '3', '6', '10'] as const;
export type ExperienceOption = (typeof EXPERIENCE_OPTIONS)[number];

export const WORK_AUTHORIZATIONS = ['citizen', 'greencard', 'visa', 'undisclosed'] as const;
export type WorkAuthorization = (typeof WORK_AUTHORIZATIONS)[number];

export const AVAILABILITY_OPTIONS = ['immediate', 'two-weeks', 'one-month', 'negotiable'] as const;
export type Availability = (typeof AVAILABILITY_OPTIONS)[number];

export const CONTACT_METHODS = ['email', 'phone', 'whatsapp', 'linkedin'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

/** The travel distance choices the forms offer (issue 21). */
export const TRAVEL_DISTANCE_CHOICES = ['25', '50', '100', '250', '500', 'anywhere'] as const;
