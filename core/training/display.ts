/** Program cards show this many features; the details dialog shows them all. Kept apart from the zod schemas so the training page loads no zod. */
export const PROGRAM_CARD_FEATURES = 4;
