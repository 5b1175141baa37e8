import type { User } from '@core/auth/schemas';
import { TRADES, type Language } from '@core/shared/options';
import {
  WORK_HISTORY_LINK_DAYS,
  WORK_HISTORY_MESSAGES,
  WORK_HISTORY_REQUESTS_PER_DAY,
  type ConfirmationPreview,
  type ConfirmationRequest,
  type ParsedConfirmationAnswer,
} from '@core/work-history/schemas';
import type { Database } from '../../db/client';
import { emailTexts } from '../../lib/language';
import { createSessionToken, hashSessionToken } from '../../lib/tokens';
import { AppError } from '../../plugins/errors';
import type { ChannelProviders } from '../channels/service';
import type { Notifier } from '../notifications/service';
import * as repo from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A catalogue trade in the contact's language; the worker's own words as he wrote them. */
function tradeText(language: Language, trade: string) {
  return (TRADES as readonly string[]).includes(trade) ? emailTexts(language)(`work_history_confirmation.trades.${trade}`) : trade;
}

const fullName = (user: { firstName: string | null; lastName: string | null }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || 'A CrewBridge worker';

/**
 * The worker sends the entry's contact a one-time link, by e-mail (through the outbox, in the commit) or by text
 * (sent once committed, as a crew invitation is), in the language he chose for the contact. Under the worker's row
 * lock the day's requests are counted and this one written, so two at once cannot pass the cap.
 */
export async function requestConfirmation(
  db: Database,
  notifier: Notifier,
  providers: ChannelProviders,
  worker: User,
  entryId: string,
  input: ConfirmationRequest,
  now: Date,
) {
  const entry = await repo.findEntry(db, entryId);
  if (!entry || entry.workerId !== worker.id) throw new AppError(404, WORK_HISTORY_MESSAGES.entryNotFound);
  if (entry.confirmedAt) throw new AppError(409, WORK_HISTORY_MESSAGES.alreadyConfirmed);
  const to = input.channel === 'email' ? entry.contactEmail : entry.contactPhone;
  if (!to) throw new AppError(400, WORK_HISTORY_MESSAGES.channelWithoutAddress);
  const language: Language = input.language;
  const token = createSessionToken();
  const expiresAt = new Date(now.getTime() + WORK_HISTORY_LINK_DAYS * DAY_MS);
  // The page opens in the contact's language (?lang), whatever the browser says.
  const link = notifier.url(`/work-history-confirmations/${token}?lang=${language}`);
  const texts = {
    workerName: fullName(worker),
    contactName: entry.contactName,
    employerName: entry.employerName,
    trade: tradeText(language, entry.trade),
    days: WORK_HISTORY_LINK_DAYS,
  };
  await db.transaction(async (tx) => {
    await repo.lockWorker(tx, worker.id);
    if ((await repo.countRequestsSince(tx, worker.id, new Date(now.getTime() - DAY_MS))) >= WORK_HISTORY_REQUESTS_PER_DAY)
      throw new AppError(429, WORK_HISTORY_MESSAGES.requestsPaused);
    await repo.insertRequest(tx, {
      entryId: entry.id,
      workerId: worker.id,
      tokenHash: hashSessionToken(token),
      channel: input.channel,
      language,
      expiresAt,
      createdAt: now,
    });
    if (input.channel === 'email') {
      await notifier.email(tx, {
        userId: null,
        to,
        language,
        kind: 'work_history_confirmation',
        compose: ({ t }) => ({
          subject: t('work_history_confirmation.subject', texts),
          content: {
            heading: t('work_history_confirmation.heading', texts),
            paragraphs: [t('work_history_confirmation.body', texts)],
            action: { label: t('work_history_confirmation.action'), url: link },
          },
        }),
      });
    }
  });
  if (input.channel === 'sms') {
    const summary = emailTexts(language)('work_history_confirmation.text', texts);
    await providers.sms.send({
      channel: 'sms',
      to,
      body: `CrewBridge: ${summary}\n${link}`,
      language,
      payload: { url: link, title: 'CrewBridge', template: { name: 'crewbridge_update', parameters: [summary, link] } },
      withinWhatsappWindow: false,
    });
  }
  return { message: WORK_HISTORY_MESSAGES.requestSent, expiresAt: expiresAt.toISOString() };
}

async function findLink(db: Database, token: string) {
  const found = await repo.findRequestByHash(db, hashSessionToken(token));
  if (!found) throw new AppError(404, WORK_HISTORY_MESSAGES.linkInvalid);
  return found;
}

/** What the link page shows, to whoever holds the link (the token is the secret); 404 for no such link. */
export async function previewConfirmation(db: Database, token: string, now: Date): Promise<ConfirmationPreview> {
  const { request, entry, workerFirstName, workerLastName } = await findLink(db, token);
  return {
    workerName: fullName({ firstName: workerFirstName, lastName: workerLastName }),
    employerName: entry.employerName,
    trade: entry.trade,
    startDate: entry.startDate,
    endDate: entry.endDate,
    contactName: entry.contactName,
    language: request.language as Language,
    state: request.usedAt ? 'used' : request.expiresAt <= now ? 'expired' : 'pending',
    expiresAt: request.expiresAt.toISOString(),
  };
}

/**
 * The contact confirms the entry, or corrects it (the corrected values replace the worker's, and the entry says
 * so). Once per link: the link is stamped used in the transaction that writes the answer, so a second answer, even
 * at the same moment, gets 409; after its days, 410.
 */
export async function answerConfirmation(db: Database, token: string, answer: ParsedConfirmationAnswer, now: Date) {
  const { request, entry } = await findLink(db, token);
  if (request.usedAt) throw new AppError(409, WORK_HISTORY_MESSAGES.linkUsed);
  if (request.expiresAt <= now) throw new AppError(410, WORK_HISTORY_MESSAGES.linkExpired);
  const correction = answer.action === 'correct' ? (answer.correction ?? {}) : {};
  const startDate = correction.startDate ?? entry.startDate;
  const endDate = correction.endDate === undefined ? entry.endDate : correction.endDate;
  if (endDate !== null && endDate < startDate) throw new AppError(400, WORK_HISTORY_MESSAGES.endBeforeStart);
  await db.transaction(async (tx) => {
    if (!(await repo.claimRequest(tx, request.id, now))) throw new AppError(409, WORK_HISTORY_MESSAGES.linkUsed);
    await repo.updateEntry(tx, entry.id, {
      trade: correction.trade ?? entry.trade,
      startDate,
      endDate,
      confirmedByName: answer.confirmerName,
      confirmedByCompany: answer.company ?? entry.employerName,
      confirmedAt: now,
      wasCorrected: answer.action === 'correct',
      correctionNote: correction.note || null,
    });
  });
  return { message: answer.action === 'confirm' ? WORK_HISTORY_MESSAGES.confirmed : WORK_HISTORY_MESSAGES.corrected };
}
