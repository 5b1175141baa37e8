export function toJobDto({ job, companyName }, now) {
    return {
        id: job.id,
        employerId: job.employerId,
        title: job.title,
        description: job.description,
        industry: job.industry,
        location: job.location,
        jobType: job.jobType,
        experienceLevel: job.experienceLevel,
        salaryMin: job.salaryMin,
        salaryMax: job.salaryMax,
        payUnit: job.payUnit,
        requirements: job.requirements,
        skills: job.skills,
        positions: job.positions,
        postedAt: job.postedAt.toISOString(),
        companyName,
        isActive: isJobListed(job, now),
        isBoosted: job.boostedUntil !== null && job.boostedUntil > now,
        ...toJobTerms({
            requiredCredentials: job.requiredCredentials,
            preferredCredentials: job.preferredCredentials,
            perDiemCents: job.perDiemCents,
            lodgingProvided: job.lodgingProvided,
            travelRequired: job.travelRequired,
            rotation: job.rotation,
            overtimeExpected: job.overtimeExpected,
        }),
    };
}
/** Credential requirements and travel terms as the API states them (per diem in whole dollars). */
function toJobTerms(terms) {
    return {
        requiredCredentials: terms.requiredCredentials,
        preferredCredentials: terms.preferredCredentials,
        perDiem: terms.perDiemCents === null ? null : Math.round(terms.perDiemCents / 100),
        lodgingProvided: terms.lodgingProvided,
        travelRequired: terms.travelRequired,
        rotation: terms.rotation,
        overtimeExpected: terms.overtimeExpected,
    };
}
export const isExpired = (job, now) => job.expiresAt <= now;
/** Open and within its post's days: an expired job reads as closed at once, before the sweep takes it off the listings. */
export const isJobListed = (job, now) => job.isActive && !isExpired(job, now);
export function toJobExpiry(job, now) {
    return { expiresAt: job.expiresAt.toISOString(), isExpired: isExpired(job, now) };
}
