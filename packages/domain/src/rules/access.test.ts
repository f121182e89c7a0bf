import { describe, expect, it } from 'vitest';
import { accessEndedMessage, bestOfferingAccess, offeringAccess } from './access.ts';

const activated = new Date('2026-01-15T02:00:00Z');
const active = { status: 'Active', activatedAt: activated, createdAt: new Date('2026-01-10T00:00:00Z') };

describe('offeringAccess', () => {
  it('should be valid until six months after activation, and expired from that instant', () => {
    expect(offeringAccess(active, new Date('2026-07-15T01:59:59Z'))).toEqual({
      state: 'valid',
      endsAt: new Date('2026-07-15T02:00:00Z'),
    });
    expect(offeringAccess(active, new Date('2026-07-15T02:00:00Z'))).toEqual({
      state: 'expired',
      endedAt: new Date('2026-07-15T02:00:00Z'),
    });
  });
  it('should give nothing to an enrollment that is not Active', () => {
    expect(offeringAccess({ ...active, status: 'Payment Review' }, activated)).toEqual({ state: 'not-active' });
  });
  it('should count from creation when activation was not kept', () => {
    expect(offeringAccess({ ...active, activatedAt: null }, new Date('2026-07-12T00:00:00Z')).state).toBe('expired');
  });
});

describe('bestOfferingAccess', () => {
  it('should prefer a valid enrollment over an expired one', () => {
    const renewed = { ...active, activatedAt: new Date('2026-08-01T00:00:00Z') };
    expect(bestOfferingAccess([active, renewed], new Date('2026-09-01T00:00:00Z')).state).toBe('valid');
    expect(bestOfferingAccess([], new Date()).state).toBe('not-active');
  });
});

describe('accessEndedMessage', () => {
  it('should say when access ended, in Manila, for courseware, exams or discussions', () => {
    expect(accessEndedMessage(new Date('2026-07-14T20:00:00Z'))).toBe(
      'Your access to this offering’s courseware ended on July 15, 2026: access is valid for 6 months from activation.',
    );
    expect(accessEndedMessage(new Date('2026-07-14T20:00:00Z'), 'exams')).toContain('offering’s exams ended');
    expect(accessEndedMessage(new Date('2026-07-14T20:00:00Z'), 'discussions')).toBe(
      'Your access to this offering’s discussions ended on July 15, 2026: access is valid for 6 months from activation.',
    );
  });
});
