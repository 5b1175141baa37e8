/** Option values of the worker profile form (001 section 9); labels live in the client's worker-profile locale. */
export const EXPERIENCE_OPTIONS = ['1', '3', '6', '10'];
export const WORK_AUTHORIZATIONS = ['citizen', 'greencard', 'visa'];
export const AVAILABILITY_OPTIONS = ['immediate', 'two-weeks', 'one-month', 'negotiable'];
export const CONTACT_METHODS = ['email', 'phone', 'whatsapp', 'linkedin'];
/** The travel distance choices the forms offer (issue 21). */
export const TRAVEL_DISTANCE_CHOICES = ['25', '50', '100', '250', '500', 'anywhere'];
