const DESCRIPTION_LENGTH = 155;
/** The public job page's <title> and meta description: the server writes them into the HTML and the client keeps them. */
export function jobPageMeta(job, company) {
    const summary = `${job.title} in ${job.location}. ${job.description}`.replace(/\s+/g, ' ').trim();
    return {
        title: `${job.title} - ${company} | CrewBridge`,
        description: summary.length > DESCRIPTION_LENGTH ? `${summary.slice(0, DESCRIPTION_LENGTH - 1)}…` : summary,
    };
}
