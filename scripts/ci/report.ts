// Reads the JSON reports .ci/run's suites wrote (vitest's JSON reporter; the cluster test writes the
// same counts) and prints, per command:
//   slowest <report>                the ten slowest test files, so a slow newcomer is seen the day it lands
//   total <report>...               the closing "N passed, N failed, N skipped" line over every suite;
//                                   a suite that ran but wrote no report counts as one failure
//   budget <step> <seconds> <machine seconds>
//                                   fails when a step a user waits for took longer than .ci/speed-budgets.json allows
//                                   on a host as fast as scripts/ci/machine-speed.ts measured it
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests?: number;
  testResults?: { name: string; status: string; startTime: number; endTime: number; assertionResults: { status: string }[] }[];
}

const read = (file: string): VitestReport | null => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as VitestReport) : null);

function slowest(file: string) {
  const files = read(file)?.testResults ?? [];
  const ranked = files
    .map((result) => ({ name: path.relative(process.cwd(), result.name), ms: result.endTime - result.startTime }))
    .sort((a, b) => b.ms - a.ms);
  console.log(`Ten slowest test files of ${path.basename(file, '.json')}:`);
  for (const { name, ms } of ranked.slice(0, 10)) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
}

/** A file that failed to load has no failed test, only a failed status: it counts as one failure. */
function failuresOf(report: VitestReport): number {
  const brokenFiles = (report.testResults ?? []).filter(
    (result) => result.status === 'failed' && !result.assertionResults.some((assertion) => assertion.status === 'failed'),
  ).length;
  return report.numFailedTests + brokenFiles;
}

function total(files: string[]) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const file of files) {
    const report = read(file);
    if (!report) {
      console.log(`${path.basename(file, '.json')}: no report written (the suite did not finish): counted as 1 failed`);
      failed += 1;
      continue;
    }
    passed += report.numPassedTests;
    failed += failuresOf(report);
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  }
  // Nothing may print after this line: CI reads the run's last line.
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
  process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
}

interface Budget {
  baselineSeconds: number;
  /** scripts/ci/machine-speed.ts's seconds on the host and in the run where the baseline was measured. */
  machineSeconds: number;
  allowedFactor: number;
  measured: string;
}

/**
 * A baseline measured on a quiet machine, scaled by how fast the host is now (scripts/ci/machine-speed.ts, run in
 * the same CI run just before the suite), times a factor that a busy CI host stays under but that a regression in
 * how tests start (a database or the server's modules loaded again for every file: 3-5x) does not.
 */
function budget(step: string, seconds: number, machineSeconds: number) {
  const budgets = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../.ci/speed-budgets.json'), 'utf8')) as Record<
    string,
    Budget
  >;
  const entry = budgets[step];
  if (!entry) throw new Error(`.ci/speed-budgets.json has no budget for "${step}"`);
  // A faster host tightens the budget as a slower one loosens it; a host more than twice as slow is not believed.
  const hostFactor = Math.min(2, machineSeconds / entry.machineSeconds);
  const allowed = Math.round(entry.baselineSeconds * hostFactor * entry.allowedFactor);
  const within = seconds <= allowed;
  console.log(
    `${step} took ${seconds} s, ${within ? 'within' : 'OVER'} its budget of ${allowed} s (${entry.allowedFactor} x the ${entry.baselineSeconds} s measured ${entry.measured}, x ${hostFactor.toFixed(2)} for this host's speed: ${machineSeconds} s of reference work against ${entry.machineSeconds} s then)`,
  );
  if (!within) process.exitCode = 1;
}

const [command, ...args] = process.argv.slice(2);
if (command === 'slowest' && args[0]) slowest(args[0]);
else if (command === 'total') total(args);
else if (command === 'budget' && args[0] && args[1] && args[2]) budget(args[0], Number(args[1]), Number(args[2]));
else {
  console.error('usage: report.ts slowest <report.json> | total <report.json>... | budget <step> <seconds> <machine seconds>');
  process.exitCode = 2;
}
