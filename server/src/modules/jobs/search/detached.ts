// V8 keeps a substring of 13 characters or more as a view of the string it was cut from, which then stays whole: a
// lexeme cut from a load's batch text (load-batches.ts) would keep the whole batch.
const SLICED_FROM = 13;

/** The same text in a string of its own (a key the store keeps), so it holds no larger string alive. */
export function detached(text: string): string {
  // Slicing a concatenation flattens it into a new string first.
  return text.length < SLICED_FROM ? text : ` ${text}`.slice(1);
}
