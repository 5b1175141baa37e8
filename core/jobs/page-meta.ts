import type { Language } from '../shared/options';
import type { JobDto } from './schemas';

const DESCRIPTION_LENGTH = 155;

/** The public job page's <title> and meta description: the server writes them into the HTML and the client keeps them. */
// "Pipe Welder in Houston, TX." / "Pipe Welder en Houston, TX.": the one word the summary adds to the job's own.
const IN: Record<Language, string> = { en: 'in', es: 'en' };

export function jobPageMeta(job: Pick<JobDto, 'title' | 'location' | 'description'>, company: string, language: Language = 'en') {
  const summary = `${job.title} ${IN[language]} ${job.location}. ${job.description}`.replace(/\s+/g, ' ').trim();
  return {
    title: `${job.title} - ${company} | CrewBridge`,
    description: summary.length > DESCRIPTION_LENGTH ? `${summary.slice(0, DESCRIPTION_LENGTH - 1)}…` : summary,
  };
}
