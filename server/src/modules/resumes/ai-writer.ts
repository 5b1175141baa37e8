import type { ResumeSource } from '@core/resumes/template';

export interface ResumeAiConfig {
  url: string;
  key: string;
  model: string;
}

const TIMEOUT_MS = 60_000;

const SYSTEM_PROMPT = [
  'You write one-page resumes for skilled-trade and infrastructure workers.',
  'Answer with HTML only, using just h1, h2, p, ul, li and strong; no markdown, no code fences.',
  'Use only facts from the worker profile and existing resume you are given; never invent employers, dates or credentials.',
  "List as the worker's qualifications only their skills and certifications; never write anything in `notHeld` (the job's requirements the worker does not hold) into the resume.",
  'Tailor the summary, skills and highlights to the target job.',
  'Write the headings and your own sentences in the language given as `language` (en: English, es: Spanish); keep what the worker and the employer wrote as written.',
].join(' ');

/** Asks an OpenAI-compatible /chat/completions endpoint to write the resume; throws on any failure. */
export async function writeResumeWithAi(config: ResumeAiConfig, source: ResumeSource, notHeld: string[]): Promise<string> {
  const response = await fetch(`${config.url.replace(/\/$/, '')}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${config.key}` },
    body: JSON.stringify({
      model: config.model,
      temperature: 0.3,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: JSON.stringify({ ...source, notHeld }) },
      ],
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`resume AI answered ${response.status}`);
  const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || !content.trim()) throw new Error('resume AI returned no content');
  return content.replace(/^```(?:html)?\s*|\s*```$/g, '');
}
