/** Card fields as the user types them: digits in groups of four, and the slash of MM/YY put in for them. */
/** "4242424242424242" -> "4242 4242 4242 4242"; at most 19 digits (the longest card numbers). */
export function formatCardNumber(typed) {
    const digits = typed.replace(/\D/g, '').slice(0, 19);
    return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
/**
 * "1234" -> "12/34", "1" -> "1", "12" -> "12/"; a deletion that leaves "12/" at "12" is kept as the
 * user left it (`previous` is the field before the change) so Backspace can remove the slash.
 */
export function formatExpiry(typed, previous = '') {
    const digits = typed.replace(/\D/g, '').slice(0, 4);
    const isDeleting = typed.length < previous.length;
    if (digits.length < 2)
        return digits;
    if (digits.length === 2)
        return isDeleting ? digits : `${digits}/`;
    return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}
