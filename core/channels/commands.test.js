import { describe, expect, it } from 'vitest';
import { readStatusCommand } from './commands';
describe('readStatusCommand', () => {
    it('reads the status command in English and Spanish, whatever the case, accents and punctuation', () => {
        expect(readStatusCommand('status')).toBe('en');
        expect(readStatusCommand(' My applications? ')).toBe('en');
        expect(readStatusCommand('ESTADO')).toBe('es');
        expect(readStatusCommand('Mis solicitudes.')).toBe('es');
        expect(readStatusCommand('¿mis  solicitudes?')).toBe('es');
    });
    it('leaves every other text alone', () => {
        expect(readStatusCommand('what is the status of my check')).toBeNull();
        expect(readStatusCommand('STOP')).toBeNull();
        expect(readStatusCommand('')).toBeNull();
    });
});
