import { describe, expect, it } from 'vitest';
import { decideReviewModeration, detectReviewHoldReasons } from './moderation';

describe('detectReviewHoldReasons', () => {
  it.each([
    ['Call Mike at 713-555-0188', ['phone_number']],
    ['Llámenme al (832) 555 0199', ['phone_number']],
    ['Message him on WhatsApp', ['phone_number']],
    ['mike.jones@gulfrig.example.com', ['email_address']],
    ['write to mike at gulfrig dot com', []],
    ['The foreman called us wetbacks all week', ['slur']],
    ['El capataz nos decía sudacas', ['slur']],
    ['I know where you live', ['threat']],
    ["We're going to find you", ['threat']],
    ['Sé dónde vives', ['threat']],
    ['Te vamos a buscar', ['threat']],
  ] as const)('%s', (text, reasons) => {
    expect(detectReviewHoldReasons(text)).toEqual(reasons);
  });

  it('lets an honest review through, bad pay and fees included', () => {
    for (const text of [
      'Paid every Friday as promised, 50 hours a week, $38 an hour. Safe site, good foreman.',
      'They charged us a $200 equipment fee and paid two weeks late. The post said 40 hours; it was 25.',
      'Pagaron a tiempo, el sitio era seguro. Volvería a trabajar con ellos.',
      'The job killed my back but the crew was great.',
    ]) {
      expect(detectReviewHoldReasons(text), text).toEqual([]);
    }
  });
});

describe('decideReviewModeration', () => {
  it('publishes a clean review, holds a flagged one, and keeps an edit of a held one held', () => {
    expect(decideReviewModeration('Good crew.', null)).toEqual({ status: 'published', reasons: [] });
    expect(decideReviewModeration('Good crew.', 'published')).toEqual({ status: 'published', reasons: [] });
    expect(decideReviewModeration('Text 713-555-0188', null)).toEqual({ status: 'held', reasons: ['phone_number'] });
    expect(decideReviewModeration('Good crew.', 'held')).toEqual({ status: 'held', reasons: ['edited_while_held'] });
  });
});
