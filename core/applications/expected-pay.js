import { formatPay, HOURS_PER_YEAR, UNITS_PER_YEAR, annualPay } from '../jobs/pay';
import { applicationDetailsSchema } from './schemas';
/**
 * Expected pay as the worker quotes it (issue 35 item 3): the apply form asks in the job's unit, the
 * API keeps expectedSalary yearly (001) with expectedPayUnit beside it, and the employer reads it back
 * in that unit. A profile's hourly rate is 8 hours a day and 2,080 hours a year (core/jobs/pay.ts).
 */
export function hourlyRateInUnit(hourlyRate, unit) {
    return Math.round((hourlyRate * HOURS_PER_YEAR) / UNITS_PER_YEAR[unit]);
}
/** The yearly figure shown in the unit it was quoted in; no unit means yearly (applications before units). */
export function expectedPayInUnit(expectedSalary, unit) {
    const quoted = unit ?? 'year';
    return { amount: Math.round(expectedSalary / UNITS_PER_YEAR[quoted]), unit: quoted };
}
/** "$42/hr", "$350/día", "$85,000/yr". */
export function formatExpectedPay(expectedSalary, unit, locale) {
    const { amount, unit: shown } = expectedPayInUnit(expectedSalary, unit);
    return formatPay(amount, amount, shown, locale);
}
/** The form's text in `unit` as the request's fields, checked by the schema both as typed and as a yearly figure. */
export function expectedPayFromForm(text, unit) {
    const typed = applicationDetailsSchema.shape.expectedSalary.safeParse(text);
    if (!typed.success)
        return { ok: false, message: typed.error.issues[0].message };
    if (typed.data === null || typed.data === undefined)
        return { ok: true, expectedSalary: null, expectedPayUnit: null };
    const yearly = applicationDetailsSchema.shape.expectedSalary.safeParse(annualPay(typed.data, unit));
    if (!yearly.success)
        return { ok: false, message: yearly.error.issues[0].message };
    return { ok: true, expectedSalary: yearly.data ?? null, expectedPayUnit: unit };
}
/** The edit form's starting figure and unit: as quoted, else by the hour, as the trades quote pay ("" when none). */
export function expectedPayFormValue(expectedSalary, unit) {
    const shownUnit = unit ?? 'hour';
    return { text: expectedSalary === null ? '' : String(expectedPayInUnit(expectedSalary, shownUnit).amount), unit: shownUnit };
}
