/**
 * Money is whole cents in core, the database, the API and client state. Dollars appear only at
 * the edges the spec or a provider fixes: the checkout URL (000 section 3), PayPal's amount
 * string (000 section 7), whole-dollar salaries and labour estimates. These functions cross them.
 */
/** A whole or decimal dollar amount from a URL, a PayPal order or a salary, in cents; NaN when not a price. */
export function dollarsToCents(amount) {
    const value = typeof amount === 'number' ? amount : Number(amount.trim());
    if (!Number.isFinite(value) || value < 0 || (typeof amount === 'string' && amount.trim() === ''))
        return Number.NaN;
    return Math.round(value * 100);
}
/** Cents as the dollar text a URL or PayPal takes: 9900 -> "99", 1499 -> "14.99", 150 -> "1.50". */
export function centsToDollars(cents) {
    return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}
/** Cents with both decimals, as PayPal's order amounts are written: 9900 -> "99.00". */
export function centsToFixedDollars(cents) {
    return (cents / 100).toFixed(2);
}
