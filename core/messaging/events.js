/** The live event of a new message (a plain string, so the client's live updates load no zod). */
export const MESSAGE_CREATED_EVENT = 'message.created';
