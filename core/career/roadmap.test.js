import { describe, expect, it } from 'vitest';
import { isExpiringSoon } from './certifications';
import { ROADMAP_CURRENT_ROLES, ROADMAP_TARGET_ROLES, ROADMAP_TIMEFRAMES } from './options';
import { addMonths, generateRoadmap } from './roadmap';
const START = new Date('2026-01-15T10:00:00Z');
describe('generateRoadmap', () => {
    it('spreads dated milestones over the timeframe, the last one at its end', () => {
        const { milestones } = generateRoadmap({ currentRole: 'technician', targetRole: 'Site Supervisor', timeframe: '1-year' }, START);
        expect(milestones.length).toBeGreaterThan(3);
        expect(milestones.at(-1).targetDate).toBe('2027-01-15');
        const dates = milestones.map((milestone) => milestone.targetDate);
        expect([...dates].sort()).toEqual(dates);
        expect(dates[0] > '2026-01-15').toBe(true);
        expect(milestones.every((milestone) => !milestone.completed && ['high', 'medium', 'low'].includes(milestone.priority))).toBe(true);
        expect(milestones.map((milestone) => milestone.title)).toContain('Apply for Site Supervisor positions');
        expect(milestones.map((milestone) => milestone.title)).toContain('Earn OSHA 30 card');
    });
    it.each(ROADMAP_TIMEFRAMES)('ends a %s roadmap on its end date', (timeframe) => {
        const months = { '6-months': 6, '1-year': 12, '2-years': 24, '3-years': 36, '5-years': 60 }[timeframe];
        const { milestones } = generateRoadmap({ targetRole: 'Project Manager', timeframe }, START);
        expect(milestones.at(-1).targetDate).toBe(addMonths(START, months));
    });
    it('starts beginners with the fundamentals and leaders without them', () => {
        const beginner = generateRoadmap({ currentRole: 'apprentice', targetRole: 'Safety Manager', timeframe: '2-years' }, START);
        const leader = generateRoadmap({ currentRole: 'manager', targetRole: 'Safety Manager', timeframe: '2-years' }, START);
        expect(beginner.milestones[0].title).toBe('Master the fundamentals');
        expect(leader.milestones.map((milestone) => milestone.title)).not.toContain('Master the fundamentals');
        expect(beginner.goals.map((goal) => goal.category)).toContain('Safety');
        expect(leader.goals.map((goal) => goal.category)).toContain('Leadership');
    });
    it('treats a missing current role as entry level', () => {
        const missing = generateRoadmap({ targetRole: 'Department Head', timeframe: '3-years' }, START);
        const entry = generateRoadmap({ currentRole: 'entry-level', targetRole: 'Department Head', timeframe: '3-years' }, START);
        expect(missing).toEqual(entry);
    });
    it('gives every role combination goals in several categories with unique ids', () => {
        for (const currentRole of ROADMAP_CURRENT_ROLES) {
            for (const targetRole of ROADMAP_TARGET_ROLES) {
                const { milestones, goals } = generateRoadmap({ currentRole, targetRole, timeframe: '5-years' }, START);
                expect(new Set(goals.map((goal) => goal.category)).size).toBeGreaterThanOrEqual(4);
                expect(new Set(milestones.map((milestone) => milestone.id)).size).toBe(milestones.length);
                expect(goals.some((goal) => goal.description.includes(targetRole))).toBe(true);
            }
        }
    });
});
describe('isExpiringSoon', () => {
    const today = new Date('2026-03-01T18:00:00Z');
    it.each([
        [null, false],
        ['2026-02-28', false],
        ['2026-03-01', true],
        ['2026-04-30', true],
        ['2026-05-01', false],
    ])('expiration %s -> %s (60-day window)', (date, expected) => {
        expect(isExpiringSoon(date, today)).toBe(expected);
    });
});
