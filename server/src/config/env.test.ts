import { expect, it } from 'vitest';
import { loadEnv } from './env';

it('trusts no proxy unless TRUST_PROXY names a hop count or proxy addresses', () => {
  expect(loadEnv({}).TRUST_PROXY).toBe(false);
  expect(loadEnv({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
  expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
  expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1, ::1, fd00::/8' }).TRUST_PROXY).toEqual([
    '10.0.0.0/8',
    '127.0.0.1',
    '::1',
    'fd00::/8',
  ]);
  for (const invalid of ['true', 'proxy.example', '10.0.0.0/33', '10.0.0.1/8/8', '1.5']) {
    expect(() => loadEnv({ TRUST_PROXY: invalid })).toThrow(/TRUST_PROXY: must be a hop count/);
  }
});

it('refuses DATABASE_URL without S3 or a shared UPLOADS_DIR, in one line; embedded needs neither', () => {
  const DATABASE_URL = 'postgres://app@db.internal:5432/crewbridge';
  expect(() => loadEnv({ DATABASE_URL })).toThrow(
    /^Invalid environment configuration: with DATABASE_URL set, uploaded files need S3 \(S3_\*\) or UPLOADS_DIR naming a folder every instance shares$/,
  );
  expect(loadEnv({ DATABASE_URL, UPLOADS_DIR: '/mnt/shared/uploads' }).UPLOADS_DIR).toBe('/mnt/shared/uploads');
  const s3 = { S3_ENDPOINT: 'https://s3.example.com', S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
  expect(loadEnv({ DATABASE_URL, ...s3 }).S3_BUCKET).toBe('files');
  expect(loadEnv({}).UPLOADS_DIR).toBeUndefined();
});

it('loads demo data at start into the embedded database only, unless DEMO_DATA says otherwise', () => {
  const postgres = { DATABASE_URL: 'postgres://app@db.internal:5432/crewbridge', UPLOADS_DIR: '/mnt/shared/uploads' };
  expect(loadEnv({}).loadsDemoData).toBe(true);
  expect(loadEnv(postgres).loadsDemoData).toBe(false);
  expect(loadEnv({ ...postgres, DEMO_DATA: 'on' }).loadsDemoData).toBe(true);
  expect(loadEnv({ DEMO_DATA: 'off' }).loadsDemoData).toBe(false);
  expect(() => loadEnv({ DEMO_DATA: 'yes' })).toThrow(/DEMO_DATA/);
});

it('hashes new passwords at scrypt N=16384 unless PASSWORD_SCRYPT_N names another power of two from 1024', () => {
  expect(loadEnv({}).PASSWORD_SCRYPT_N).toBe(16_384);
  expect(loadEnv({ PASSWORD_SCRYPT_N: '1024' }).PASSWORD_SCRYPT_N).toBe(1024);
  for (const invalid of ['1000', '512', 'fast', '2097152']) {
    expect(() => loadEnv({ PASSWORD_SCRYPT_N: invalid })).toThrow(/PASSWORD_SCRYPT_N/);
  }
});
