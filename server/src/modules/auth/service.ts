import { AUTH_MESSAGES, type RegisterRequest, type User } from '@core/auth/schemas';
import type { UserType } from '@core/shared/options';
import type { Database, Executor } from '../../db/client';
import { hashPassword, verifyPassword } from '../../lib/password';
import { createSessionToken, hashSessionToken } from '../../lib/tokens';
import { AppError } from '../../plugins/errors';
import {
  findEmployerProfile,
  insertEmptyEmployerProfile,
  toEmployerProfileDto,
} from '../employer-profile/repository';
import {
  findWorkerProfile,
  insertEmptyWorkerProfile,
  toWorkerProfileDto,
} from '../worker-profile/repository';
import { reactivateIfDeactivated } from './account-service';
import * as repo from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
// Verifying against this keeps an unknown e-mail as slow as a wrong password.
const DUMMY_HASH_PROMISE = hashPassword('not-a-real-password');

export function toUserDto(row: repo.UserRow): User {
  return {
    id: row.id,
    userType: row.userType,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    location: row.location,
    avatarUrl: row.avatarUrl,
  };
}

export async function loadProfile(db: Executor, userId: string, userType: UserType) {
  if (userType === 'worker') {
    const row = await findWorkerProfile(db, userId);
    return row ? toWorkerProfileDto(row) : null;
  }
  const row = await findEmployerProfile(db, userId);
  return row ? toEmployerProfileDto(row) : null;
}

async function startSession(db: Executor, userId: string, ttlDays: number) {
  const token = createSessionToken();
  await repo.insertSession(db, {
    userId,
    tokenHash: hashSessionToken(token),
    expiresAt: new Date(Date.now() + ttlDays * DAY_MS),
  });
  return token;
}

export async function register(db: Database, input: RegisterRequest & { email: string }, ttlDays: number) {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    if (await repo.findUserByEmail(tx, input.email)) {
      throw new AppError(409, AUTH_MESSAGES.emailTaken);
    }
    const user = await repo.insertUser(tx, {
      email: input.email,
      passwordHash,
      userType: input.userType,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
    });
    const profile =
      user.userType === 'worker'
        ? toWorkerProfileDto(await insertEmptyWorkerProfile(tx, user.id))
        : toEmployerProfileDto(await insertEmptyEmployerProfile(tx, user.id));
    const token = await startSession(tx, user.id, ttlDays);
    return { user: toUserDto(user), profile, token };
  });
}

export async function login(db: Database, email: string, password: string, ttlDays: number) {
  const user = await repo.findUserByEmail(db, email);
  const isValid = await verifyPassword(password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
  if (!user || !isValid) throw new AppError(401, AUTH_MESSAGES.invalidCredentials);
  const reactivated = await reactivateIfDeactivated(db, user);
  const token = await startSession(db, user.id, ttlDays);
  const profile = await loadProfile(db, user.id, user.userType);
  return { user: toUserDto(user), profile, token, ...(reactivated && { reactivated }) };
}

export async function findSessionUser(db: Executor, token: string) {
  const row = await repo.findUserByActiveSession(db, hashSessionToken(token), new Date());
  return row ? toUserDto(row.user) : null;
}

export async function logout(db: Executor, token: string) {
  await repo.revokeSession(db, hashSessionToken(token), new Date());
}
