import { ACCOUNT_MESSAGES, type UpdateAccountRequest } from '@core/auth/account-schemas';
import { PHONE_ACCOUNT_MESSAGES } from '@core/auth/phone-account-schemas';
import { AUTH_MESSAGES } from '@core/auth/schemas';
import { CHANNEL_MESSAGES } from '@core/channels/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client';
import { verifyPassword } from '../../lib/password';
import type { ObjectStorage } from '../../lib/storage';
import { AppError } from '../../plugins/errors';
import * as accountRepo from './account-repository';
import { checkPhoneCode } from './phone-codes';
import { consumeCode, findVerifiedPhoneOfUser } from './phone-sign-in-repository';
import * as repo from './repository';
import type { SessionStore } from '../../lib/session-cache';

/** Hides the account until its next sign-in: every session ends, its jobs stay listed. */
export async function deactivateAccount(db: Database, sessions: SessionStore, userId: string, now: Date) {
  await db.transaction(async (tx) => {
    await accountRepo.setUserDeactivatedAt(tx, userId, now);
    await accountRepo.revokeAllSessionsOfUser(tx, userId, now);
  });
  await sessions.forgetUser(userId);
}

/** Saves the user's language and time zone; the session cache forgets the old user so every instance answers with them. */
export async function updateAccount(db: Executor, sessions: SessionStore, userId: string, input: UpdateAccountRequest) {
  const { language, timeZone } = input;
  const row = await accountRepo.updateUserSettings(db, userId, { ...(language && { language }), ...(timeZone && { timeZone }) });
  if (!row) throw new AppError(401, AUTH_MESSAGES.notSignedIn);
  await sessions.forgetUser(userId);
  return row;
}

/** Called by a successful sign-in; true when the account had been deactivated. */
export async function reactivateIfDeactivated(db: Executor, user: repo.UserRow) {
  if (!user.deactivatedAt) return false;
  await accountRepo.setUserDeactivatedAt(db, user.id, null);
  return true;
}

/**
 * Deletes the user and everything they own in one transaction (rows cascade from users; their
 * e-mails in the outbox and the rate-limit counters keyed by their address go with them), then
 * their stored files: removing files only after the commit means a failed delete loses nothing.
 * An account with a password confirms with it; one without (it joined by phone) with the
 * deletion code texted to its verified number, used up in the same transaction.
 */
export async function deleteAccountPermanently(
  deps: { db: Database; sessions: SessionStore; storage: ObjectStorage; log: FastifyBaseLogger; now: Date },
  userId: string,
  proof: { confirmPassword?: string; code?: string },
) {
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw new AppError(401, AUTH_MESSAGES.notSignedIn);
  let codeId: string | null = null;
  if (user.hasPassword) {
    if (!proof.confirmPassword) throw new AppError(400, ACCOUNT_MESSAGES.confirmPasswordRequired);
    if (!(await verifyPassword(proof.confirmPassword, user.passwordHash))) throw new AppError(403, ACCOUNT_MESSAGES.wrongPassword);
  } else {
    if (proof.code === undefined) throw new AppError(400, PHONE_ACCOUNT_MESSAGES.confirmCodeRequired);
    const phone = await findVerifiedPhoneOfUser(deps.db, userId);
    if (!phone) throw new AppError(400, PHONE_ACCOUNT_MESSAGES.noVerifiedPhone);
    codeId = (await checkPhoneCode(deps.db, { phone, code: proof.code, purpose: 'delete_account', userId }, deps.now)).id;
  }
  const objectPaths = await deps.db.transaction(async (tx) => {
    if (codeId && !(await consumeCode(tx, codeId, deps.now))) throw new AppError(400, CHANNEL_MESSAGES.noCodePending);
    const paths = await accountRepo.listUploadPathsOfUser(tx, userId);
    await accountRepo.deleteOutboxMessagesOfUser(tx, userId, user.email);
    await accountRepo.deleteRateLimitCountersOfEmail(tx, user.email);
    await accountRepo.deleteUser(tx, userId);
    return paths;
  });
  await deps.sessions.forgetUser(userId);
  const results = await Promise.allSettled(objectPaths.map((objectPath) => deps.storage.delete(objectPath)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      deps.log.error({ err: result.reason, objectPath: objectPaths[index] }, "could not delete a deleted account's file");
    }
  });
}
