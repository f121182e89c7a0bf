import { describe, expect, it } from 'vitest';
import { DEMO_CENTER } from './demo/seed-data.ts';
import { readEnv } from './env.ts';
import { CONFIGURED_CENTER } from './testing/center.ts';

describe("the center's details from the environment", () => {
  it('should read the name, contacts and accounts an operator sets', () => {
    const { center } = readEnv({
      CENTER_NAME: 'Bagong Guro Review Center',
      CENTER_SUPPORT_EMAIL: 'help@bagongguro.ph',
      CENTER_SUPPORT_PHONE: '(032) 255 0101',
      CENTER_IT_EMAIL: 'it@bagongguro.ph',
      CENTER_ADDRESS: '88 Osmeña Blvd, Cebu City',
      PAYMENT_ACCOUNTS: 'BPI | Bagong Guro Inc. | 3141-5926-53; gcash|Bagong Guro|0918 765 4321;',
    });
    expect(center).toEqual(CONFIGURED_CENTER);
  });

  it('should make nothing up in production: the name only, no contact, no account', () => {
    expect(readEnv({}).center).toEqual({
      name: 'Review Center',
      supportEmail: undefined,
      supportPhone: undefined,
      itSupportEmail: undefined,
      address: undefined,
      paymentAccounts: [],
      sample: false,
    });
  });

  it('should use the labelled samples in demo mode only while nothing is set, never beside a real value', () => {
    expect(readEnv({ DEMO: '1' }).center).toBe(DEMO_CENTER);
    expect(DEMO_CENTER.sample).toBe(true);
    const mixed = readEnv({ DEMO: '1', PAYMENT_ACCOUNTS: 'BDO | Real Center | 1111-2222-33' }).center;
    expect(mixed).toMatchObject({
      paymentAccounts: [{ channel: 'BDO', accountName: 'Real Center', accountNumber: '1111-2222-33' }],
      sample: false,
    });
    expect(mixed.supportEmail).toBeUndefined();
  });

  it('should refuse to start with an account it cannot read, naming the line and the format', () => {
    expect(() =>
      readEnv({ PAYMENT_ACCOUNTS: 'BPI — account name Review Center, account number 0000-1111-22' }),
    ).toThrow(
      'PAYMENT_ACCOUNTS: "BPI — account name Review Center, account number 0000-1111-22" should read "channel | account name | account number", the channel one of BPI, BDO, Metrobank, GCash',
    );
    expect(() => readEnv({ PAYMENT_ACCOUNTS: 'PayMaya | Review Center | 0917' })).toThrow(/PAYMENT_ACCOUNTS/);
  });
});

describe('the password hash cost from the environment', () => {
  it('should take a lower SCRYPT_N in demo mode only, a power of two from 1024', () => {
    expect(readEnv({}).scryptN).toBeUndefined();
    expect(readEnv({ DEMO: '1', SCRYPT_N: '1024' }).scryptN).toBe(1024);
    expect(readEnv({ SCRYPT_N: '65536' }).scryptN).toBe(65536);
    expect(() => readEnv({ SCRYPT_N: '1024' })).toThrow('SCRYPT_N below 32768 is allowed only in demo mode (DEMO=1)');
    expect(() => readEnv({ DEMO: '1', SCRYPT_N: '1000' })).toThrow('SCRYPT_N must be a power of two of at least 1024');
    expect(() => readEnv({ DEMO: '1', SCRYPT_N: '512' })).toThrow('SCRYPT_N must be a power of two of at least 1024');
  });
});
