import { and, eq } from 'drizzle-orm';
import { applications, emailOutbox } from '../../db/schema/applications';
import { injectAs } from '../../test/api';
import type { TestContext } from '../../test/test-app';
import { createOperator } from './operators';

/** A fresh operator, signed in through the usual login. */
export async function signInOperator(ctx: TestContext) {
  const email = `op-${Math.random().toString(36).slice(2)}@crewbridge.test`;
  const operator = await createOperator(ctx.database.db, { email }, new Date());
  const response = await injectAs(ctx.app, null).post('/api/auth/login', { email, password: operator.password });
  return { id: operator.id, email, token: response.json().token as string };
}

/** The tie an application makes between a worker and an employer, written directly. */
export async function insertApplication(ctx: TestContext, input: { workerId: string; employerId: string; jobId: string }) {
  await ctx.database.db.insert(applications).values({ ...input, jobTitle: 'Pipeline Welder' });
}

export async function outboxFor(ctx: TestContext, toEmail: string, kind: string) {
  return ctx.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toEmail, toEmail), eq(emailOutbox.kind, kind)));
}
