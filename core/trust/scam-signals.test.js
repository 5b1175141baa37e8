import { describe, expect, it } from 'vitest';
import { detectScamSignals, ENTRY_PAY_CEILING, SCAM_SIGNAL_LABELS, SCAM_SIGNALS } from './scam-signals';
const honest = {
    title: 'Journeyman Electrician',
    description: 'Install and maintain electrical systems on commercial sites. We pay for your training and OSHA 30.',
    industry: 'construction',
    experienceLevel: 'mid',
    salaryMin: 38,
    salaryMax: 48,
    payUnit: 'hour',
};
const withText = (description, extra = {}) => detectScamSignals({ ...honest, description, ...extra });
describe('detectScamSignals', () => {
    it('lets an honest post through, employer-paid training and pay figures included', () => {
        expect(detectScamSignals(honest)).toEqual([]);
        expect(withText('Pay $70,000 - $90,000 a year, 2,080 hours, 401(k) match, call us through CrewBridge.')).toEqual([]);
        expect(withText('Capacitación pagada por la empresa. Salario de $1,200 por semana.')).toEqual([]);
    });
    it('names every signal of the classic fee-and-WhatsApp bait', () => {
        expect(withText('Pay a $150 registration fee for training, WhatsApp me at 555-123-4567')).toEqual([
            'worker_fee',
            'off_platform_contact',
        ]);
    });
    it.each([
        ['A background check fee of $40 applies', 'worker_fee'],
        ['You must purchase your own starter kit before day one', 'worker_fee'],
        ['Cuota de inscripción: $100', 'worker_fee'],
        ['Debe pagar el uniforme antes de empezar', 'worker_fee'],
        ['PAGO POR CAPACITACIÓN requerido', 'worker_fee'],
        ['You will be cashing checks for our clients', 'check_cashing'],
        ['Deberá cobrar cheques y enviar el dinero', 'check_cashing'],
        ['Buy Google Play cards for the office', 'gift_cards'],
        ['Compre tarjetas de regalo', 'gift_cards'],
        ['Paid weekly in Bitcoin', 'crypto'],
        ['Pago en criptomonedas', 'crypto'],
        ['Send it by Western Union', 'wire_transfer'],
        ['Haga una transferencia bancaria', 'wire_transfer'],
        ['Text (555) 123 4567 to apply', 'off_platform_contact'],
        ['Call +1 555.123.4567', 'off_platform_contact'],
        ['Escríbeme por Whats App', 'off_platform_contact'],
        ['Apply on Telegram', 'off_platform_contact'],
    ])('%s -> %s', (description, signal) => {
        expect(withText(description)).toContain(signal);
    });
    it("holds pay far above the trade's range when no experience is asked", () => {
        const bait = { experienceLevel: 'entry', salaryMin: 60, salaryMax: 75, payUnit: 'hour' };
        expect(withText('General helper', bait)).toEqual(['pay_above_range']);
        // The same pay for a senior role, or an entry one within the range, is ordinary.
        expect(withText('General helper', { ...bait, experienceLevel: 'senior' })).toEqual([]);
        expect(withText('General helper', { ...bait, salaryMin: 18, salaryMax: 24 })).toEqual([]);
        // "No experience" in the text counts as much as the level.
        expect(withText('Sin experiencia, $2,000 al día', { experienceLevel: 'mid', salaryMin: 1500, salaryMax: 2000, payUnit: 'day' })).toContain('pay_above_range');
        expect(annualCeilingOf('construction')).toBe(100_000);
    });
    it('labels each signal in English and Spanish', () => {
        for (const signal of SCAM_SIGNALS) {
            expect(SCAM_SIGNAL_LABELS[signal].en).toBeTruthy();
            expect(SCAM_SIGNAL_LABELS[signal].es).toBeTruthy();
            expect(SCAM_SIGNAL_LABELS[signal].es).not.toBe(SCAM_SIGNAL_LABELS[signal].en);
        }
    });
});
const annualCeilingOf = (industry) => ENTRY_PAY_CEILING[industry];
