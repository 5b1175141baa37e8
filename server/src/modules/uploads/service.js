import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { allowedMimeTypes, isImageFileType, UPLOAD_MAX_MB, UPLOAD_MESSAGES, uploadFolder, uploadMaxBytes, } from '@core/uploads/file-types';
import { WORKER_PROFILE_MESSAGES } from '@core/worker-profile/schemas';
import { AppError } from '../../plugins/errors';
import { hasWorkerAppliedToEmployer } from '../../lib/hiring-relationship';
import * as repo from './repository';
import { renewClaim, settleClaim } from './limits';
import { createUploadToken, verifyUploadToken } from '../../lib/signing';
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;
const OBJECTS_PREFIX = '/objects/';
const WORD_DOCUMENT_STREAM = Buffer.from('WordDocument', 'utf16le');
/** A new link's grant: one file of `fileType` for `ownerId`, at a fresh object path, for 15 minutes. */
export function newUploadGrant(ownerId, fileType, now) {
    return { ownerId, fileType, objectPath: `${uploadFolder(fileType)}/${randomUUID()}`, expiresAt: now.getTime() + UPLOAD_URL_TTL_MS };
}
/** 000 section 7: a URL on this server whose path ends in private/<folder>/<uuid>. */
export function uploadUrlFor(secret, grant) {
    return `/api/uploads/private/${grant.objectPath}?token=${encodeURIComponent(createUploadToken(secret, grant))}`;
}
export function createUploadUrl(secret, ownerId, fileType, now) {
    return uploadUrlFor(secret, newUploadGrant(ownerId, fileType, now));
}
export function checkUploadGrant(secret, token, objectPath, now) {
    const check = verifyUploadToken(secret, token, objectPath, now.getTime());
    if (!check.ok) {
        throw check.reason === 'expired' ? new AppError(410, UPLOAD_MESSAGES.linkExpired) : new AppError(403, UPLOAD_MESSAGES.linkInvalid);
    }
    return check.grant;
}
function assertSize(grant, size) {
    if (size > uploadMaxBytes(grant.fileType))
        throw new AppError(413, UPLOAD_MESSAGES.tooLarge.coded({ maxMb: UPLOAD_MAX_MB[grant.fileType] }));
}
/** Refuses a declared Content-Length over the limit before the body is read. */
export function checkDeclaredSize(grant, contentLength) {
    if (contentLength !== undefined && /^\d+$/.test(contentLength))
        assertSize(grant, Number(contentLength));
}
function isPlainText(bytes) {
    if (bytes.includes(0))
        return false;
    try {
        new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        return true;
    }
    catch {
        return false;
    }
}
/** The file's real MIME type judged from its bytes (never its name), or null when it is none we keep. */
export async function detectMimeType(bytes) {
    const detected = await fileTypeFromBuffer(bytes);
    if (!detected)
        return isPlainText(bytes) ? 'text/plain' : null;
    // Legacy .doc is an OLE compound file; only one holding a WordDocument stream is a Word file.
    if (detected.ext === 'cfb')
        return bytes.includes(WORD_DOCUMENT_STREAM) ? 'application/msword' : null;
    return detected.mime;
}
/**
 * Stores a PUT's file under its claim (limits.ts): checked, written to storage, then settled, which
 * records the row and counts its bytes; a file refused at settling is removed again.
 */
export async function storeUpload(db, storage, limits, claim, body, now) {
    const { grant } = claim;
    if (body.length === 0)
        throw new AppError(400, UPLOAD_MESSAGES.empty);
    assertSize(grant, body.length);
    const mimeType = await detectMimeType(body);
    if (!mimeType || !allowedMimeTypes(grant.fileType).includes(mimeType)) {
        throw new AppError(415, isImageFileType(grant.fileType) ? UPLOAD_MESSAGES.notAnImage : UPLOAD_MESSAGES.notADocument);
    }
    await renewClaim(db, claim, now);
    await storage.put(grant.objectPath, body, mimeType);
    const values = { ownerId: grant.ownerId, objectPath: grant.objectPath, fileType: grant.fileType, mimeType, sizeBytes: body.length };
    try {
        const row = await settleClaim(db, limits, { claim, sizeBytes: body.length, now }, (tx) => repo.insertUpload(tx, values));
        if (!row)
            throw new AppError(409, UPLOAD_MESSAGES.linkUsed);
    }
    catch (error) {
        // Refused by the quota, or its claim lost (the client went away meanwhile): the file is this PUT's alone.
        if (error instanceof AppError && (error.statusCode === 413 || error.statusCode === 410))
            await storage.delete(grant.objectPath);
        throw error;
    }
    return { objectPath: `${OBJECTS_PREFIX}${grant.objectPath}` };
}
/**
 * A file for its owner, for an employer the owning worker applied to, or (a company logo) for a
 * worker who applied to that employer, who sees it in conversations; anyone else gets 404.
 */
export async function readObject(db, storage, viewer, objectPath) {
    const upload = await repo.findUploadByObjectPath(db, objectPath);
    const canView = upload !== null &&
        (upload.ownerId === viewer.id ||
            (viewer.userType === 'employer' && (await hasWorkerAppliedToEmployer(db, upload.ownerId, viewer.id))) ||
            (viewer.userType === 'worker' && upload.fileType === 'logo' && (await hasWorkerAppliedToEmployer(db, viewer.id, upload.ownerId))));
    const body = canView ? await storage.get(objectPath) : null;
    if (!upload || !body)
        throw new AppError(404, UPLOAD_MESSAGES.notFound);
    return { body, mimeType: upload.mimeType };
}
/** A profile may only point at a file its owner uploaded, of the right kind (and, when given, of one of `mimeTypes`). */
export async function assertOwnsObject(db, ownerId, objectUrl, fileTypes, message = WORKER_PROFILE_MESSAGES.fileInvalid, mimeTypes) {
    const upload = objectUrl.startsWith(OBJECTS_PREFIX)
        ? await repo.findUploadByObjectPath(db, objectUrl.slice(OBJECTS_PREFIX.length))
        : null;
    const ofKind = upload !== null && fileTypes.includes(upload.fileType) && (!mimeTypes || mimeTypes.includes(upload.mimeType));
    if (!upload || upload.ownerId !== ownerId || !ofKind)
        throw new AppError(400, message);
}
