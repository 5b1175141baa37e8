import { credentialForName, credentialNameKey, CREDENTIALS, findCredential, type CredentialDefinition } from '@core/credentials/catalogue';
import { careerIndustryFor } from '@core/credentials/career';
import type { HeldCredential } from '@core/credentials/coverage';
import {
  CREDENTIAL_MESSAGES,
  EVIDENCE_MIME_TYPES,
  EVIDENCE_UPLOAD_TYPES,
  type CreateWorkerCredential,
  type UpdateWorkerCredential,
  type WorkerCredential,
} from '@core/credentials/schemas';
import { credentialStatus, isoToday } from '@core/credentials/status';
import type { Database, Executor, Transaction } from '../../db/client';
import type { ForgetsUser } from '../../lib/user-scoped-cache';
import { isUuid } from '@core/shared/ids';
import { lockUser } from '../../lib/user-lock';
import { AppError } from '../../plugins/errors';
import { assertOwnsObject } from '../uploads/service';
import * as repo from './repository';

/**
 * The wallet is the career tools' certifications table (docs/decisions.md): name = certificationName,
 * issuingBody = certifyingBody, issuedAt = earnedDate, expiresAt = expirationDate. A body the
 * worker left out is stored as '' (the column is required) and read back as null.
 */
export function toWorkerCredentialDto(row: repo.CredentialRow, today: string): WorkerCredential {
  return {
    id: row.id,
    credentialId: row.credentialId,
    name: row.certificationName,
    number: row.number,
    issuingBody: row.certifyingBody || null,
    issuedAt: row.earnedDate,
    expiresAt: row.expirationDate,
    evidenceUrl: row.evidenceUrl,
    status: credentialStatus(row.expirationDate, today),
    inProgress: row.status === 'in_progress',
  };
}

/** GET /api/credentials/catalogue: the same for everyone, so the route lets browsers and proxies keep it. */
export function catalogue(): readonly CredentialDefinition[] {
  return CREDENTIALS;
}

async function assertEvidence(db: Executor, userId: string, evidenceUrl: string) {
  await assertOwnsObject(db, userId, evidenceUrl, EVIDENCE_UPLOAD_TYPES, CREDENTIAL_MESSAGES.evidenceInvalid, EVIDENCE_MIME_TYPES);
}

async function findOwnCredential(db: Executor, userId: string, id: string) {
  const row = isUuid(id) ? await repo.findCredential(db, userId, id) : null;
  if (!row) throw new AppError(404, CREDENTIAL_MESSAGES.notFound);
  return row;
}

/** A record's catalogue-derived values: its id, issuing body and career industry (docs/decisions.md). */
function catalogueValues(definition: CredentialDefinition | undefined, preferredIndustries: readonly string[]) {
  return {
    credentialId: definition?.id ?? null,
    certifyingBody: definition?.issuingBody ?? '',
    industry: careerIndustryFor(definition, preferredIndustries),
  };
}

export async function listWorkerCredentials(db: Executor, userId: string): Promise<WorkerCredential[]> {
  const today = isoToday();
  return (await repo.listCredentials(db, [userId])).map((row) => toWorkerCredentialDto(row, today));
}

/** A catalogue credential (its name and issuing body fill in) or a free-text name, linked to the catalogue when it names an entry. */
export async function createWorkerCredential(
  db: Database,
  matchInputs: ForgetsUser,
  userId: string,
  input: CreateWorkerCredential,
): Promise<WorkerCredential> {
  const definition = input.credentialId ? findCredential(input.credentialId) : credentialForName(input.name ?? '');
  const name = input.name ?? definition?.name;
  if (!name) throw new AppError(400, CREDENTIAL_MESSAGES.credentialInvalid);
  if (input.evidenceUrl) await assertEvidence(db, userId, input.evidenceUrl);
  const catalogued = catalogueValues(definition, await repo.findPreferredIndustries(db, userId));
  const [row] = await repo.insertCredentials(db, [
    {
      ...catalogued,
      userId,
      certificationName: name,
      certifyingBody: input.issuingBody ?? catalogued.certifyingBody,
      status: 'earned',
      number: input.number ?? null,
      earnedDate: input.issuedAt ?? null,
      expirationDate: input.expiresAt ?? null,
      evidenceUrl: input.evidenceUrl ?? null,
    },
  ]);
  await matchInputs.forget(userId);
  return toWorkerCredentialDto(row!, isoToday());
}

/**
 * Fields left out keep their value, null clears one. Picking another catalogue entry (or none)
 * brings its name unless one is sent; a cleared issuing body, or one that was the old entry's,
 * becomes the new entry's, as on create.
 */
export async function updateWorkerCredential(
  db: Database,
  matchInputs: ForgetsUser,
  userId: string,
  id: string,
  input: UpdateWorkerCredential,
) {
  const row = await db.transaction(async (tx) => {
    const current = await findOwnCredential(tx, userId, id);
    const issuedAt = input.issuedAt === undefined ? current.earnedDate : input.issuedAt;
    const expiresAt = input.expiresAt === undefined ? current.expirationDate : input.expiresAt;
    if (issuedAt && expiresAt && expiresAt < issuedAt) throw new AppError(400, CREDENTIAL_MESSAGES.expiresBeforeIssued);
    if (input.evidenceUrl && input.evidenceUrl !== current.evidenceUrl) await assertEvidence(tx, userId, input.evidenceUrl);

    const credentialId = input.credentialId === undefined ? current.credentialId : input.credentialId;
    const definition = credentialId ? findCredential(credentialId) : undefined;
    const values: Partial<repo.NewCredentialRow> = { earnedDate: issuedAt, expirationDate: expiresAt };
    if (input.credentialId !== undefined) {
      const catalogued = catalogueValues(definition, await repo.findPreferredIndustries(tx, userId));
      values.credentialId = catalogued.credentialId;
      values.industry = catalogued.industry;
      values.certificationName = input.name ?? definition?.name ?? current.certificationName;
      const hadCatalogueBody = current.certifyingBody === findCredential(current.credentialId ?? '')?.issuingBody;
      if (input.issuingBody === undefined && (!current.certifyingBody || hadCatalogueBody))
        values.certifyingBody = catalogued.certifyingBody;
    } else if (input.name) {
      values.certificationName = input.name;
    }
    if (input.issuingBody !== undefined) values.certifyingBody = input.issuingBody ?? definition?.issuingBody ?? '';
    if (input.number !== undefined) values.number = input.number;
    if (input.evidenceUrl !== undefined) values.evidenceUrl = input.evidenceUrl;
    return (await repo.updateCredential(tx, userId, id, values))!;
  });
  await matchInputs.forget(userId);
  return toWorkerCredentialDto(row, isoToday());
}

export async function deleteWorkerCredential(db: Executor, matchInputs: ForgetsUser, userId: string, id: string) {
  await findOwnCredential(db, userId, id);
  await repo.deleteCredentials(db, userId, [id]);
  await matchInputs.forget(userId);
}

function groupByWorker<T>(workerIds: string[], rows: repo.CredentialRow[], map: (row: repo.CredentialRow) => T | null) {
  const byWorker = new Map<string, T[]>(workerIds.map((workerId) => [workerId, []]));
  for (const row of rows) {
    const item = map(row);
    if (item !== null) byWorker.get(row.userId)?.push(item);
  }
  return byWorker;
}

/** For matching: each worker's catalogue credentials that are earned (in-progress ones are not held yet). */
export async function heldCredentials(db: Executor, workerIds: string[]): Promise<Map<string, HeldCredential[]>> {
  const rows = await repo.listCredentials(db, workerIds);
  return groupByWorker(workerIds, rows, (row) =>
    row.credentialId && row.status !== 'in_progress' ? { credentialId: row.credentialId, expiresAt: row.expirationDate } : null,
  );
}

/** Each worker's whole wallet, for an employer's view of applicants to their jobs (the caller checks that relationship). */
export async function credentialsForWorkers(db: Executor, workerIds: string[]): Promise<Map<string, WorkerCredential[]>> {
  const today = isoToday();
  return groupByWorker(workerIds, await repo.listCredentials(db, workerIds), (row) => toWorkerCredentialDto(row, today));
}

/**
 * The wallet's names a resume may claim on `now` (issue 55): earned, not in progress, not expired.
 * The profile's list below keeps every name, to edit; a resume says only what the worker holds.
 */
export async function heldCredentialNames(db: Executor, userId: string, now: Date): Promise<string[]> {
  const today = isoToday(now);
  return (await repo.listCredentials(db, [userId]))
    .filter((row) => row.status !== 'in_progress' && row.status !== 'expired' && credentialStatus(row.expirationDate, today) !== 'expired')
    .map((row) => row.certificationName);
}

/** The profile's `certifications` (spec 001): the wallet's names, oldest first. */
export async function credentialNames(db: Executor, userId: string): Promise<string[]> {
  return (await repo.listCredentials(db, [userId])).map((row) => row.certificationName);
}

/** A record holding nothing but its name (and what the catalogue fills in) is the profile list's to remove. */
function isPlain(row: repo.CredentialRow) {
  return !row.number && !row.earnedDate && !row.expirationDate && !row.evidenceUrl && !row.notes;
}

/**
 * The profile's certification list written (PUT /api/worker-profile): names not in the wallet are
 * added as plain records, plain records no longer listed are removed; a record with a number,
 * dates, evidence or notes is never removed this way (docs/decisions.md). Runs in the caller's
 * transaction, under the worker's lock: two saves at once would otherwise both add a missing name.
 */
export async function writeCredentialNames(db: Transaction, userId: string, names: string[], now: Date) {
  await lockUser(db, userId);
  const rows = await repo.listCredentials(db, [userId]);
  const listed = new Map(names.map((name) => [credentialNameKey(name), name]));
  const removed = rows.filter((row) => isPlain(row) && !listed.has(credentialNameKey(row.certificationName)));
  await repo.deleteCredentials(
    db,
    userId,
    removed.map((row) => row.id),
  );
  for (const row of rows) listed.delete(credentialNameKey(row.certificationName));
  if (listed.size === 0) return;
  const preferredIndustries = await repo.findPreferredIndustries(db, userId);
  const start = now.getTime();
  await repo.insertCredentials(
    db,
    [...listed.values()].map((name, index) => ({
      ...catalogueValues(credentialForName(name), preferredIndustries),
      userId,
      certificationName: name,
      status: 'earned' as const,
      // A millisecond apart, so the list reads back in the order it was written.
      createdAt: new Date(start + index),
    })),
  );
}
