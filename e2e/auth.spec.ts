import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  dataDir,
  DEMO_WORKER_EMAIL,
  loginAsEmployer,
  loginAsWorker,
  newPage,
  seriousViolations,
  signIn,
  uniqueEmail,
  useBrowser,
} from './fixtures';

useBrowser();

async function signUp(userType: 'Worker' | 'Employer') {
  const { context, page } = await newPage();
  await page.goto('/?signup=true');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: 'Choose Your Path' }).waitFor();
  await dialog.getByRole('button', { name: new RegExp(`I'm an? ${userType}`) }).click();
  await dialog.getByText(`Signing up as ${userType}`).waitFor();
  await dialog.getByLabel('First name (optional)').fill('Riley');
  const email = uniqueEmail(userType.toLowerCase());
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('short');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await dialog.getByText('Password must be at least 8 characters').waitFor();
  await dialog.getByLabel('Password').fill('a-good-password');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  return { context, page, email };
}

describe('sign up', () => {
  it('takes a new worker to the worker dashboard, welcomed (not "back") until the next sign-in', async () => {
    const { context, page, email } = await signUp('Worker');
    await page.waitForURL('**/worker-dashboard');
    await page.getByRole('heading', { name: 'Welcome, Riley!' }).waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userData')!).userType)).toBe('worker');
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome, Riley!' }).waitFor();

    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await loginAsWorker(page, email, 'a-good-password');
    await page.getByRole('heading', { name: 'Welcome back, Riley!' }).waitFor();
    await context.close();
  });

  it('takes a new employer to the employer dashboard', async () => {
    const { context, page } = await signUp('Employer');
    await page.waitForURL('**/employer-dashboard');
    await page.getByText('Welcome to CrewBridge!').first().waitFor();
    await context.close();
  });
});

describe('sign up from a button that says who the user is', () => {
  it('"Find work" opens the public job search; "Hire workers" opens sign-up with the type chosen, which can still be changed', async () => {
    const { context, page } = await newPage();
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await page.getByRole('link', { name: 'Find Work' }).first().click();
    await page.waitForURL((url) => url.pathname === '/jobs');
    await page.getByRole('heading', { level: 1, name: 'Find work' }).waitFor();
    await page.goto('/');
    await page.getByRole('button', { name: 'Hire Workers' }).first().click();
    await dialog.getByText('Signing up as Employer').waitFor();
    await dialog.getByRole('button', { name: 'Change' }).click();
    await dialog.getByRole('heading', { name: 'Choose Your Path' }).waitFor();
    await context.close();
  });
});

describe('sign in and out', () => {
  it('signs the demo worker in, shows Dashboard in the header, and logs out', async () => {
    const { context, page } = await newPage({ width: 1280 });
    await loginAsWorker(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/worker-dashboard');
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/worker-dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('keeps the session when the session check does not reach the server, and ends it when the server refuses it', async () => {
    const { context, page } = await newPage();
    await loginAsWorker(page);
    await page.route('**/api/auth/me', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await page.getByRole('button', { name: 'Log Out' }).waitFor();
    await page.goto('/resumeservice');
    await page.waitForFunction(() => location.pathname === '/resumeservice');
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();

    await page.unroute('**/api/auth/me');
    await page.evaluate(() => localStorage.setItem('token', 'revoked-elsewhere'));
    await page.reload();
    await page.waitForFunction(() => location.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it('shows the server message when the password is wrong', async () => {
    const { context, page } = await newPage();
    await signIn(page, DEMO_WORKER_EMAIL, 'wrong-password');
    await page.getByText('Invalid email or password', { exact: true }).waitFor();
    await context.close();
  });
});

describe('route guards', () => {
  it('sends signed-out visitors home', async () => {
    const { context, page } = await newPage();
    for (const path of ['/worker-dashboard', '/employer-dashboard', '/resumeservice']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/');
    }
    await context.close();
  });

  it('sends a worker to the worker dashboard from employer pages', async () => {
    const { context, page } = await newPage();
    await loginAsWorker(page);
    await page.goto('/employer-dashboard');
    await page.waitForFunction(() => location.pathname === '/worker-dashboard');
    await context.close();
  });

  it('sends an employer to the employer dashboard from worker pages', async () => {
    const { context, page } = await newPage();
    await loginAsEmployer(page);
    for (const path of ['/worker-dashboard', '/resumeservice']) {
      await page.goto(path);
      // The saved session redirects while the page still loads; waitForURL can miss a redirect made before 'load'.
      await page.waitForFunction(() => location.pathname === '/employer-dashboard');
    }
    await context.close();
  });

  it('shows 404 Page Not Found for an unknown path', async () => {
    const { context, page } = await newPage();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await context.close();
  });
});

/** The code in the newest text the e2e server (no provider keys) wrote for `phone` under DATA_DIR/messages. */
async function readLatestCode(phone: string): Promise<string> {
  const folder = path.join(dataDir(), 'messages');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = (await readdir(folder).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const text = JSON.parse(await readFile(path.join(folder, file), 'utf8')) as { to: string; body: string };
      if (text.to === phone) return /\d{6}/.exec(text.body)![0];
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no text to ${phone}`);
}

describe('sign-up by phone (issue 55)', () => {
  it('a Spanish-speaking worker joins with a phone number and a texted code at 375 px, no e-mail, and reaches the dashboard', async () => {
    const { context, page } = await newPage({ locale: 'es-US', touch: true });
    const digits = String(3_000_000 + Math.floor(Math.random() * 6_000_000));
    const phone = `+1555${digits}`;
    await page.goto('/?signup=true');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /Soy trabajador/ }).click();
    await dialog.getByRole('button', { name: 'Usar mi teléfono' }).click();
    const number = dialog.getByLabel('Número de celular');
    expect(await number.getAttribute('autocomplete')).toBe('tel');
    await number.fill(`(555) ${digits.slice(0, 3)}-${digits.slice(3)}`);
    await dialog.getByLabel('WhatsApp').waitFor();
    await dialog.getByLabel('Nombre (opcional)').fill('Rosa');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Enviar código' }).click();

    const code = dialog.getByLabel('Código de 6 dígitos');
    await code.waitFor();
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await dialog.getByRole('button', { name: /Enviar de nuevo en \d+ s/ }).isDisabled()).toBe(true);
    const right = await readLatestCode(phone);
    await code.fill(String((Number(right) + 1) % 1_000_000).padStart(6, '0'));
    await dialog.getByRole('button', { name: 'Crear cuenta' }).click();
    await dialog.getByRole('alert').getByText('Ese código no es correcto').waitFor();
    for (const name of ['Usar mi correo', 'Crear cuenta', 'Cambiar número', /Enviar de nuevo/]) {
      const box = (await dialog.getByRole('button', { name }).boundingBox())!;
      expect(box.height, String(name)).toBeGreaterThanOrEqual(44);
    }
    expect((await code.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);

    await code.fill(right);
    await dialog.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.waitForURL('**/worker-dashboard');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});
