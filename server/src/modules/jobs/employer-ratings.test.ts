import { describe, expect, it } from 'vitest';
import type { JobDto } from '@core/jobs/schemas';
import type { Executor } from '../../db/client';
import { employerIdOfCard, withEmployerRatings, type EmployerRatingsReader } from './employer-ratings';

const RATED = '11111111-1111-4111-8111-111111111111';
const UNRATED = '22222222-2222-4222-8222-222222222222';
const card = (id: string, employerId: string, description: string) => JSON.stringify({ id, employerId, title: 'Welder', description });
const db = {} as Executor;

describe('withEmployerRatings', () => {
  it("adds each card's employer rating from one read, leaves other cards as they are, and keeps each card JSON", async () => {
    const asked: string[][] = [];
    const read: EmployerRatingsReader = async (_db, ids) => {
      asked.push([...ids]);
      return new Map([[RATED, { average: 4.25, count: 3 }]]);
    };
    // A description quoting another employer id cannot pass for the card's own: its quotes are escaped.
    const cards = [
      card('a', RATED, 'plain'),
      card('b', UNRATED, `say "employerId":"${RATED}"`),
      card('c', RATED, 'second job of the same company'),
    ];
    const page = await withEmployerRatings(db, { cards, nextCursor: 'next' }, read, new Date());
    expect(asked).toEqual([[RATED, UNRATED, RATED]]);
    expect(page.nextCursor).toBe('next');
    const jobs = page.cards.map((text) => JSON.parse(text) as Partial<JobDto>);
    expect(jobs.map((job) => job.employerRating)).toEqual([{ average: 4.25, count: 3 }, undefined, { average: 4.25, count: 3 }]);
    expect(page.cards[1]).toBe(cards[1]);
  });

  it('reads nothing for an empty page', async () => {
    let reads = 0;
    const page = await withEmployerRatings(db, { cards: [], nextCursor: null }, async () => ((reads += 1), new Map()), new Date());
    expect(page.cards).toEqual([]);
    expect(reads).toBe(0);
  });

  it('finds the employer of a card as PostgreSQL writes it', () => {
    expect(employerIdOfCard(card('x', UNRATED, `"employerId":"${RATED}"`))).toBe(UNRATED);
    expect(employerIdOfCard('{"id":"x"}')).toBeNull();
  });
});
