import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../test/api';
import { completeEmployerProfile, grantJobPosts } from '../../test/factories';
import { useMailTestApp } from '../../test/mail-test-app';
import { registerUser } from '../../test/test-app';
import { createOperator } from './operators';

const t = useMailTestApp();
let operator: string;
let employer: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  const email = `alerts-op-${Date.now()}@crewbridge.test`;
  const created = await createOperator(t.ctx.database.db, { email }, new Date());
  operator = (await injectAs(t.ctx.app, null).post('/api/auth/login', { email, password: created.password })).json().token;
  employer = await registerUser(t.ctx.app, 'employer');
  await completeEmployerProfile(t.ctx.database.db, employer.user.id, 'Unverified Pipe Co', { verified: false });
  await grantJobPosts(t.ctx.database.db, employer.user.id, 2);
});

async function tick(at: Date) {
  await t.ctx.app.scheduler.runDue(at);
  await t.ctx.app.outbox.deliverDue(at);
}

describe('job alerts and moderation', () => {
  it('send nothing for a held job, and send it as a new job once approved', async () => {
    const worker = await registerUser(t.ctx.app, 'worker');
    const search = {
      name: 'Pipeline welding',
      q: 'welder',
      industry: 'oilgas',
      location: 'Houston, TX',
      radiusMiles: 50,
      frequency: 'instant',
    };
    expect((await injectAs(t.ctx.app, worker).post('/api/saved-searches', search)).statusCode).toBe(201);
    t.now = new Date(t.now.getTime() + 10_000);
    const posted = await injectAs(t.ctx.app, employer).post('/api/jobs', {
      title: 'Pipeline Welder',
      industry: 'oilgas',
      description: 'Weld a new crude line.',
      location: 'Houston, TX',
      jobType: 'full-time',
      salaryMin: 60_000,
      salaryMax: 80_000,
    });
    expect(posted.json()).toMatchObject({ reviewStatus: 'held' });

    await tick(new Date(t.now.getTime() + 40_000));
    expect(t.inbox.to(worker.user.email)).toHaveLength(0);

    // Approved an hour later: posted then, so the next run carries it.
    t.now = new Date(t.now.getTime() + 60 * 60_000);
    expect((await injectAs(t.ctx.app, operator).post(`/api/admin/jobs/${posted.json().id}/approve`)).statusCode).toBe(200);
    await tick(new Date(t.now.getTime() + 40_000));
    const [alert] = t.inbox.to(worker.user.email);
    expect(alert!.subject).toBe('1 new job for "Pipeline welding"');
    expect(alert!.text).toContain('Pipeline Welder');
  });
});
