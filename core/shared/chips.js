/** Adds a trimmed chip to a list, ignoring blanks and case-insensitive duplicates (skills, requirements, benefits). */
export function addChip(list, value) {
    const chip = value.trim();
    if (!chip || list.some((item) => item.toLowerCase() === chip.toLowerCase()))
        return [...list];
    return [...list, chip];
}
