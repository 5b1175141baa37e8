import { EMPLOYER_PLAN_CARDS, findPurchasableItem } from './catalogue';
/**
 * What the annual toggle of the pricing page saves, from the prices themselves: a per-post plan
 * against its monthly post price, the bundle's year against twelve monthly payments.
 */
/** What the annual price replaces, in cents: the monthly price times the months the annual purchase covers. */
export function regularAnnualCents(card) {
    if (card.monthly === 'Custom' || card.annual === 'Custom')
        return null;
    const grant = findPurchasableItem(card.annual.checkoutId)?.grant;
    const months = grant?.type === 'post-subscription' ? grant.months : 1;
    return card.monthly.priceCents * months;
}
/** Whole percent saved by paying annually, rounded down so the page never promises more than it gives. */
export function annualSavingPercent(card) {
    const regular = regularAnnualCents(card);
    if (regular === null || card.annual === 'Custom' || regular <= 0)
        return null;
    return Math.floor(((regular - card.annual.priceCents) / regular) * 100);
}
/** The smallest and largest saving over the plans the toggle covers (the badge says "Save 10%" or "Save 10-24%"). */
export function annualSavingRange(cards = EMPLOYER_PLAN_CARDS) {
    const percents = cards.map(annualSavingPercent).filter((percent) => percent !== null);
    if (percents.length === 0)
        return null;
    return { min: Math.min(...percents), max: Math.max(...percents) };
}
