// Typo matching's cost per word (issue 50): a query of 20 unknown 9-letter words beside a normal one, in the same run.
//   - words: the lexicon alone at several vocabulary sizes (random words of 6-12 letters), its deletion index against
//     the scan of every word of a neighbouring length it replaced, and the memory it holds;
//   - probe: the probe end to end on embedded PGlite (30,100 jobs, about 376,000 distinct words), GET /api/jobs
//     for normal keywords, 20 unknown words and 20 misspelt words, and /healthz while 20 unknown-word searches run.
// Run it on an older commit (a worktree with this file and bench/typo-search/ copied in) for the code's own "before".
// Usage: node --expose-gc --import tsx bench/typo-search.ts [--part words|probe] [--words 100000,376000,1000000]
//   [--jobs 30100] [--out typo-search]
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runProbe, type ProbeResult } from './typo-search/probe';
import { measureWords, type WordsResult } from './typo-search/words';

const { values: args } = parseArgs({
  options: {
    part: { type: 'string', default: 'all' },
    words: { type: 'string', default: '100000,376000,1000000' },
    jobs: { type: 'string', default: '30100' },
    'words-per-job': { type: 'string', default: '12.5' },
    out: { type: 'string', default: 'typo-search' },
  },
});
const sizes = (list: string) => list.split(',').map(Number);
const RESULTS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', `${args.out}.json`);

const report: { measuredAt: string; node: string; words?: WordsResult[]; probe?: ProbeResult[] } = {
  measuredAt: new Date().toISOString(),
  node: process.version,
};
if (!(globalThis as { gc?: unknown }).gc) console.log('run with --expose-gc for the memory figures');

if (args.part !== 'probe') {
  report.words = [];
  for (const count of sizes(args.words)) {
    const result = measureWords(count);
    report.words.push(result);
    console.log('words', JSON.stringify(result));
  }
}
if (args.part !== 'words') {
  report.probe = [];
  for (const jobs of sizes(args.jobs)) {
    const result = await runProbe(jobs, Number(args['words-per-job']));
    report.probe.push(result);
    console.log('probe', JSON.stringify(result));
  }
}
await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
await writeFile(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
console.log(`wrote ${RESULTS_FILE}`);
process.exit(0);
