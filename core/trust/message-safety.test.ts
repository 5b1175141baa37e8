import { describe, expect, it } from 'vitest';
import { asksForMoney, MESSAGE_SAFETY_WARNING, showsSafetyWarning } from './message-safety';

describe('messages that ask a worker for money', () => {
  it.each([
    'Before you start, pay a $150 registration fee for training',
    'Send me $50 for the background check',
    'You must pay for your equipment first',
    'Zelle me the deposit today',
    'Pay with gift cards from Target',
    'We pay you in bitcoin after you wire the money',
    'Debe pagar una cuota de inscripción de $100',
    'Mándame $80 por Zelle para el uniforme',
    'Envíe el dinero antes del lunes',
  ])('flags %j', (content) => {
    expect(asksForMoney(content)).toBe(true);
  });

  it.each([
    'Can you start Monday at 7am?',
    'We pay $32 an hour plus per diem',
    'Bring your own boots and hard hat',
    'Call me at the office if you have questions about the schedule',
    '¿Puede empezar el lunes a las 7?',
    'Le pagamos $30 por hora',
  ])('leaves %j alone', (content) => {
    expect(asksForMoney(content)).toBe(false);
  });

  it('warns the worker who reads it, not its sender nor an employer', () => {
    const message = { content: 'Send me $50 for the background check', senderId: 'employer-1' };
    expect(showsSafetyWarning(message, { id: 'worker-1', userType: 'worker' })).toBe(true);
    expect(showsSafetyWarning(message, { id: 'employer-1', userType: 'employer' })).toBe(false);
    expect(showsSafetyWarning({ ...message, senderId: 'worker-2' }, { id: 'employer-2', userType: 'employer' })).toBe(false);
    expect(showsSafetyWarning({ ...message, senderId: 'worker-1' }, { id: 'worker-1', userType: 'worker' })).toBe(false);
  });

  it('speaks English and Spanish', () => {
    expect(MESSAGE_SAFETY_WARNING.en).toMatch(/money/);
    expect(MESSAGE_SAFETY_WARNING.es).toMatch(/dinero/);
  });
});
