import { describe, expect, it } from 'vitest';
import { calculateEstimate, createReadyEmployer, loginAsEmployer, newPage, uniqueEmail, useBrowser } from './fixtures';

useBrowser();

describe('labor estimator on the landing page', () => {
  it('validates each step, suggests cities, shows results and starts over', async () => {
    const { context, page } = await newPage();
    await page.goto('/#estimator');
    const estimator = page.locator('#estimator');
    await estimator.getByRole('heading', { name: 'Project Basics' }).waitFor();

    await estimator.getByRole('button', { name: 'Continue' }).click();
    await estimator.getByText('Please select an industry').waitFor();
    await estimator.getByText('Please select a timeline').waitFor();

    await estimator.getByLabel('Industry').selectOption('energy');
    await estimator.getByLabel('Project phase').selectOption('rehab-decommissioning');
    await estimator.getByLabel('Project size').selectOption('large');
    await estimator.getByLabel('Timeline').selectOption('13-26');
    await estimator.getByRole('button', { name: 'Continue' }).click();
    await estimator.getByRole('heading', { name: 'Project Details' }).waitFor();

    await estimator.getByRole('button', { name: 'Calculate' }).click();
    await estimator.getByText('Please enter the project location').waitFor();

    await estimator.getByLabel('Project location').fill('sea');
    const suggestion = estimator.getByRole('listbox').getByRole('option', { name: 'Seattle, WA' });
    await suggestion.waitFor();
    expect(await estimator.getByRole('listbox').getByRole('option').count()).toBeLessThanOrEqual(5);
    await suggestion.click();
    expect(await estimator.getByLabel('Project location').inputValue()).toBe('Seattle, WA');
    await estimator.getByLabel('Complexity').selectOption('complex');

    await estimator.getByRole('button', { name: 'Back' }).click();
    expect(await estimator.getByLabel('Industry').inputValue()).toBe('energy');
    await estimator.getByRole('button', { name: 'Continue' }).click();
    await estimator.getByRole('button', { name: 'Calculate' }).click();

    // 25 x 1.5 x 0.9 x 1.5 x 1.8 x 1.3 = 118.46 -> 118 workers; 118 x 40 h x 20 weeks x $58.50
    await estimator.getByRole('heading', { name: 'Your Labor Estimate' }).waitFor();
    await estimator.getByText('118', { exact: true }).waitFor();
    await estimator.getByText('$5,522,400', { exact: true }).waitFor();
    await estimator.getByText('5 months', { exact: true }).waitFor();
    await estimator.getByText('Lineman', { exact: true }).first().waitFor();
    const rows = estimator.getByRole('table').getByRole('row');
    expect(await rows.count()).toBe(1 + 5);
    await estimator.locator('.recharts-bar-rectangle').first().waitFor();

    await estimator.getByRole('button', { name: 'New Estimate' }).click();
    await estimator.getByRole('heading', { name: 'Project Basics' }).waitFor();
    expect(await estimator.getByLabel('Industry').inputValue()).toBe('');
    await context.close();
  });

  it('shows a total that matches the breakdown of at least one worker per role', async () => {
    const { context, page } = await newPage();
    const estimator = await calculateEstimate(page, {
      industry: 'construction',
      phase: 'maintenance',
      size: 'small',
      timeline: '1-4',
      location: 'Omaha, NE',
      complexity: 'basic',
    });

    // 5 x 1 x 0.4 x 0.7 x 1 x 1 = 1.4 rounds to 1, but each of the 5 construction roles needs one.
    await estimator.getByRole('heading', { name: 'Your Labor Estimate' }).waitFor();
    const total = Number(await estimator.getByText('Total workers').locator('xpath=following-sibling::dd').textContent());
    const counts = await estimator.getByRole('table').locator('tbody td:nth-of-type(1)').allTextContents();
    expect(counts.map(Number)).toEqual([1, 1, 1, 1, 1]);
    expect(total).toBe(5);
    await estimator.getByText('$22,500', { exact: true }).waitFor();
    await context.close();
  });

  it('opens sign-up and keeps the estimate when a signed-out visitor chooses Post This Job', async () => {
    const { context, page } = await newPage();
    const estimator = await calculateEstimate(page, {
      industry: 'construction',
      phase: 'construction',
      size: 'medium',
      timeline: '5-12',
      location: 'Omaha, NE',
      complexity: 'basic',
    });
    await estimator.getByRole('button', { name: 'Post This Job' }).click();

    await page.getByRole('dialog').getByText('Signing up as Employer').waitFor();
    await page.getByText('Sign In Required', { exact: true }).first().waitFor();
    const stored = await page.evaluate(() => ({
      handoff: JSON.parse(sessionStorage.getItem('laborEstimateData') ?? 'null'),
      redirect: sessionStorage.getItem('redirectAfterAuth'),
    }));
    expect(stored.redirect).toBe('/employer-dashboard?tab=jobs&action=create');
    expect(stored.handoff).toMatchObject({
      industry: 'construction',
      projectSize: 'medium',
      timeline: '5-12',
      location: 'Omaha, NE',
      complexity: 'basic',
      estimatedWorkers: 14,
      estimatedCost: 14 * 40 * 8 * 45,
      estimatedDuration: '2 months',
      locationMultiplier: 1,
    });
    expect(Object.values(stored.handoff.workerBreakdown as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(14);

    // Signing up (as an employer, already chosen) lands on job posting, not the plain dashboard.
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(uniqueEmail('estimate'));
    await dialog.getByLabel('Password').fill('a-good-password');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(/\/employer-dashboard\?tab=jobs/);
    await context.close();
  });
});

describe('employer estimator tab', () => {
  it('estimates in basic mode and locks advanced mode without a qualifying plan', async () => {
    const { context, page } = await newPage();
    // A new employer: the demo employer holds a Subscription Bundle, which unlocks advanced mode.
    const employer = await createReadyEmployer();
    await loginAsEmployer(page, employer.email, employer.password);
    await page.goto('/employer-dashboard?tab=estimator');
    const calculate = page.getByRole('button', { name: 'Calculate Estimate' });
    await calculate.waitFor();
    expect(await calculate.isDisabled()).toBe(true);
    await page.getByLabel('Industry').selectOption('mining');
    await page.getByLabel('Project size').selectOption('large');
    // The suggestions work from the keyboard too (combobox: ArrowDown highlights, Enter picks).
    const location = page.getByLabel('Project location');
    await location.fill('Denv');
    // The suggestions come from the server (GET /api/places) once typing pauses.
    await page.getByRole('option', { name: 'Denver, CO' }).waitFor();
    await location.press('ArrowDown');
    const highlighted = page.getByRole('option', { name: 'Denver, CO', selected: true });
    expect(await location.getAttribute('aria-activedescendant')).toBe(await highlighted.getAttribute('id'));
    await location.press('Enter');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    expect(await location.inputValue()).toBe('Denver, CO');
    await page.getByLabel('Timeline').selectOption('5-12');
    await calculate.click();

    // construction phase and intermediate complexity by default: 25 x 1.3 x 1.2 x 1.5 x 1.2 x 1.1 = 77.22
    await page.getByText('77', { exact: true }).waitFor();
    await page.getByText('$1,219,680', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Advanced Mode', exact: true }).click();
    await page.getByText('Advanced Labor Estimator requires a Boosted, Subscription Bundle, or Enterprise plan.').waitFor();
    expect(await page.getByRole('link', { name: 'View Pricing Plans' }).getAttribute('href')).toBe('/pricing');
    expect(await page.getByRole('link', { name: 'Manage Subscription' }).getAttribute('href')).toBe('/employer-dashboard?tab=billing');
    await context.close();
  });
});
