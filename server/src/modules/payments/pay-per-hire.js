import { annualPay } from '@core/jobs/pay';
import { PAY_PER_HIRE_INVOICE_PREFIX, payPerHireFeeCents } from '@core/payments/catalogue';
import * as repo from './repository';
/**
 * Contract for the applications module: called when an accepted application moves to another
 * status (the hire is undone); its pending pay-per-hire fee becomes void, never charged and listed as void.
 */
export async function voidPayPerHireFee(db, applicationId) {
    await repo.setApplicationInvoiceStatus(db, applicationId, 'pending', 'void');
}
/** A hire made again after an undo: the voided fee (still one per application) is due again. */
export async function reopenPayPerHireFee(db, applicationId) {
    await repo.setApplicationInvoiceStatus(db, applicationId, 'void', 'pending');
}
/**
 * Contract for the applications module: called when an application becomes accepted; records
 * the pay-per-hire fee as a pending invoice when the employer has it on. Once per application.
 */
export async function recordPayPerHireFee(db, applicationId) {
    const application = await repo.findApplicationForFee(db, applicationId);
    if (!application?.payPerHireEnabled)
        return;
    // The fee is 2% of a first year's pay: an hourly or daily job's pay counts a year of it.
    const yearly = (amount) => (amount === null ? null : annualPay(amount, application.payUnit ?? 'year'));
    await reopenPayPerHireFee(db, application.id);
    await repo.insertInvoice(db, {
        userId: application.employerId,
        applicationId: application.id,
        description: `${PAY_PER_HIRE_INVOICE_PREFIX}${application.jobTitle}`,
        amountCents: payPerHireFeeCents(yearly(application.salaryMax), yearly(application.salaryMin)),
        status: 'pending',
    });
}
