import { APPLICATION_MESSAGES } from '@core/applications/schemas';
import { emailTexts } from '../../lib/language';
import { AppError } from '../../plugins/errors';
import { startOrContinueConversation } from '../messaging/service';
import { findEmployerApplication } from './employer-applications';
import * as repo from './repository';
export async function contactCandidate(db, events, employerId, id, input) {
    const application = await findEmployerApplication(db, employerId, id);
    if (input.contactMethod === 'internal') {
        const { conversationId } = await startOrContinueConversation(db, events, {
            fromUserId: employerId,
            toUserId: application.workerId,
            content: `${input.subject}\n\n${input.message}`,
        });
        return { message: APPLICATION_MESSAGES.messageSent, contactMethod: 'internal', conversationId };
    }
    const mailbox = await repo.findUserMailbox(db, application.workerId);
    if (!mailbox?.email)
        throw new AppError(400, APPLICATION_MESSAGES.candidateEmailMissing);
    const employer = await repo.findEmployerContact(db, employerId);
    const t = emailTexts(mailbox.language);
    const sender = employer?.companyName ?? application.companyName ?? t('candidate_contact.an_employer');
    await repo.insertEmailOutbox(db, {
        toEmail: mailbox.email,
        replyTo: employer?.contactEmail ?? employer?.email ?? null,
        // The employer's own words go as written; only the signature line is ours.
        subject: input.subject,
        body: `${input.message}\n\n--\n${t('candidate_contact.signature', { sender, jobTitle: application.jobTitle })}`,
        status: 'queued',
        senderId: employerId,
        applicationId: application.id,
        kind: 'candidate_contact',
    });
    return { message: APPLICATION_MESSAGES.messageQueued, contactMethod: 'email' };
}
