import { describe, expect, it } from 'vitest';
import { detectScamSignals } from '@core/trust/scam-signals';
import { SEED_EMPLOYERS } from './data/employers';
describe('the demo jobs and the scam signals', () => {
    it('fire no signal, so every demo job is published', () => {
        for (const employer of SEED_EMPLOYERS) {
            for (const job of employer.jobs) {
                expect([job.title, detectScamSignals({ ...job, payUnit: job.payUnit ?? 'year' })]).toEqual([job.title, []]);
            }
        }
    });
});
