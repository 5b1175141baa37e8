import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toE164Phone } from '@core/shared/phone';
import { createTestApp, registerUser, type TestContext } from '../test/test-app';
import { users } from './schema/auth';
import { employerProfiles } from './schema/employer-profile';

/**
 * Migration 0054 stores the phone numbers typed before issue 55 in E.164, as core/shared/phone.ts
 * reads them. The test database is migrated already, so the migration's statements that rewrite
 * numbers run again here over numbers stored the old way, and must agree with the client's rule.
 */
const MIGRATION = new URL('./migrations/0054_phones_e164_resume_gaps.sql', import.meta.url);
const PHONE_STATEMENTS = readFileSync(MIGRATION, 'utf8')
  .split('--> statement-breakpoint')
  .filter((statement) => !statement.includes('generated_resumes'));

const TYPED = [
  '(832) 555-0147',
  '832-555-0147',
  '832.555.0147',
  '8325550147',
  '+1 832 555 0147',
  '1-832-555-0147',
  '+52 55 1234 5678',
  '555-0100',
  '(555) 010-2030',
  'call me',
];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

describe('migration 0054: stored phone numbers in E.164', () => {
  it('rewrites every number the schema reads, as it reads it, and leaves the others as typed', async () => {
    const workers = await Promise.all(TYPED.map(() => registerUser(ctx.app, 'worker')));
    const employer = await registerUser(ctx.app, 'employer');
    const db = ctx.database.db;
    await Promise.all(workers.map((worker, index) => db.update(users).set({ phone: TYPED[index]! }).where(eq(users.id, worker.user.id))));
    await db.update(employerProfiles).set({ phoneNumber: '(832) 555-0199' }).where(eq(employerProfiles.userId, employer.user.id));

    // One transaction: the migration's helper function lives in the session's temporary schema.
    await db.transaction(async (tx) => {
      for (const statement of PHONE_STATEMENTS) await tx.execute(sql.raw(statement));
    });

    for (const [index, worker] of workers.entries()) {
      const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, worker.user.id));
      expect(row!.phone, TYPED[index]).toBe(toE164Phone(TYPED[index]!) ?? TYPED[index]);
    }
    const [company] = await db
      .select({ phoneNumber: employerProfiles.phoneNumber })
      .from(employerProfiles)
      .where(eq(employerProfiles.userId, employer.user.id));
    expect(company!.phoneNumber).toBe('+18325550199');
  });
});
