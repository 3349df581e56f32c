/** LIKE treats % and _ as wildcards (and \ as their escape); a search for them means the characters themselves. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** `%text%` for a "contains" search, the text's own wildcards escaped. */
export const containsPattern = (text: string) => `%${likeEscape(text)}%`;
