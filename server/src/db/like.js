/** An ILIKE pattern that finds `text` anywhere, its wildcards taken literally. */
export const likePattern = (text) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
