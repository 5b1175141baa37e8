import { UPLOAD_MESSAGES, uploadMaxBytes } from '@core/uploads/file-types';
import { AppError } from '../../plugins/errors';
import * as repo from './repository';
export function uploadLimits(env) {
    return {
        quotaMb: env.UPLOAD_QUOTA_MB,
        quotaBytes: Math.floor(env.UPLOAD_QUOTA_MB * 1024 * 1024),
        linksMax: env.UPLOAD_LINKS_MAX,
        putsMax: env.UPLOAD_PUTS_MAX,
    };
}
/** How long a PUT's claim on its link (its slot and reserved bytes) outlives a crashed instance; a live PUT renews it before storing. */
export const PUT_CLAIM_TTL_MS = 10 * 60 * 1000;
const claimedSince = (now) => new Date(now.getTime() - PUT_CLAIM_TTL_MS);
const quotaFull = (limits) => new AppError(413, UPLOAD_MESSAGES.quotaFull.coded({ quotaMb: limits.quotaMb }));
/** Records a new link for its owner, or 429 when they already hold `linksMax` unused, unexpired ones. */
export async function openUploadLink(db, limits, grant, now) {
    await db.transaction(async (tx) => {
        await repo.lockUploadUsage(tx, grant.ownerId);
        await repo.deleteExpiredLinks(tx, grant.ownerId, now, claimedSince(now));
        const { open, firstExpiry } = await repo.countOpenLinks(tx, grant.ownerId, now);
        if (open >= limits.linksMax) {
            const retryAfter = Math.max(1, Math.ceil(((firstExpiry?.getTime() ?? now.getTime()) - now.getTime()) / 1000));
            throw new AppError(429, UPLOAD_MESSAGES.tooManyLinks, { headers: { 'retry-after': String(retryAfter) } });
        }
        await repo.insertLink(tx, { objectPath: grant.objectPath, ownerId: grant.ownerId, expiresAt: new Date(grant.expiresAt) });
    });
}
/** What a PUT reserves before its body is read: the declared Content-Length, else the most its kind may hold. */
export function bytesToReserve(grant, contentLength) {
    return contentLength !== undefined && /^\d+$/.test(contentLength) ? Number(contentLength) : uploadMaxBytes(grant.fileType);
}
/**
 * Before the body is read: claims the link and reserves `bytes` of the owner's quota, or refuses
 * (409 a link used or in use, 429 `putsMax` PUTs already in progress, 413 no room left).
 */
export async function claimLink(db, limits, grant, bytes, now) {
    return db.transaction(async (tx) => {
        const storedBytes = await repo.lockUploadUsage(tx, grant.ownerId);
        const link = await repo.findLink(tx, grant.objectPath);
        const since = claimedSince(now);
        if (!link || link.ownerId !== grant.ownerId || (link.putStartedAt && link.putStartedAt > since)) {
            throw new AppError(409, UPLOAD_MESSAGES.linkUsed);
        }
        const inProgress = await repo.countPutsInProgress(tx, grant.ownerId, since);
        if (inProgress.puts >= limits.putsMax)
            throw new AppError(429, UPLOAD_MESSAGES.tooManyAtOnce);
        if (storedBytes + inProgress.reservedBytes + bytes > limits.quotaBytes)
            throw quotaFull(limits);
        await repo.setLinkClaim(tx, grant.objectPath, link.putStartedAt, { putStartedAt: now, reservedBytes: bytes });
        return { grant, startedAt: now, reservedBytes: bytes };
    });
}
/** Renews a claim before its file is stored (410 when it lapsed and the link was taken or cleared meanwhile). */
export async function renewClaim(db, claim, now) {
    const renewed = await repo.setLinkClaim(db, claim.grant.objectPath, claim.startedAt, {
        putStartedAt: now,
        reservedBytes: claim.reservedBytes,
    });
    if (!renewed)
        throw new AppError(410, UPLOAD_MESSAGES.linkExpired);
    claim.startedAt = now;
}
/**
 * Settles a stored file: uses up the link, frees its reservation and counts the file's real size
 * (the uploads trigger adds it to the owner's stored bytes), checked once more under the lock so
 * that the quota holds even for a claim that lapsed. `insert` writes the uploads row.
 */
export async function settleClaim(db, limits, { claim, sizeBytes, now }, insert) {
    return db.transaction(async (tx) => {
        const storedBytes = await repo.lockUploadUsage(tx, claim.grant.ownerId);
        if (!(await repo.deleteClaimedLink(tx, claim.grant.objectPath, claim.startedAt)))
            throw new AppError(410, UPLOAD_MESSAGES.linkExpired);
        const others = await repo.countPutsInProgress(tx, claim.grant.ownerId, claimedSince(now));
        if (storedBytes + others.reservedBytes + sizeBytes > limits.quotaBytes)
            throw quotaFull(limits);
        return insert(tx);
    });
}
/** Gives a failed or abandoned PUT's link back (unclaimed, nothing reserved), so it can be tried again. */
export async function releaseClaim(db, claim) {
    await repo.setLinkClaim(db, claim.grant.objectPath, claim.startedAt, { putStartedAt: null, reservedBytes: null });
}
