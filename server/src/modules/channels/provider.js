/** A provider's refusal that will not change on a retry (an invalid number, a template not approved). */
export class PermanentSendError extends Error {
}
