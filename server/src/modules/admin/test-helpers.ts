import { and, eq } from 'drizzle-orm';
import { applications, emailOutbox } from '../../db/schema/applications';
import { users } from '../../db/schema/auth';
import { injectAs } from '../../test/api';
import type { TestContext } from '../../test/test-app';
import { createOperator } from './operators';

let operatorCounter = 0;

/** A new operator account, signed in through the usual login (tests of the console only). */
export async function signInOperator(ctx: TestContext, options: { timeZone?: string; now?: Date } = {}) {
  operatorCounter += 1;
  const email = `op${operatorCounter}-${Math.random().toString(36).slice(2, 8)}@crewbridge.test`;
  const operator = await createOperator(ctx.database.db, { email }, options.now ?? new Date());
  if (options.timeZone) await ctx.database.db.update(users).set({ timeZone: options.timeZone }).where(eq(users.id, operator.id));
  const response = await injectAs(ctx.app, null).post('/api/auth/login', { email, password: operator.password });
  if (response.statusCode !== 200) throw new Error(`operator login failed: ${response.body}`);
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
