import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, demoContactVariables, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs with no variables at all: port 3000, embedded database, demo content, sandbox payments', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.uploadsDir).toBe(path.resolve('./data/uploads'));
    expect(config.seedDemo).toBe(true);
    expect(config.paymentProvider).toBe('sandbox');
    expect(config.admin).toBeUndefined();
  });

  it('follows PORT in the default APP_URL and drops a trailing slash from APP_URL', () => {
    expect(loadConfig({ PORT: '4100' }).appUrl).toBe('http://localhost:4100');
    expect(loadConfig({ APP_URL: 'https://cursos.example.com/' }).appUrl).toBe(
      'https://cursos.example.com',
    );
  });

  it('does not seed demo content on a PostgreSQL server unless asked to', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/app';
    expect(loadConfig({ DATABASE_URL: url }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it("names the contact details still at the demo's values", () => {
    expect(demoContactVariables(loadConfig({}))).toEqual([
      'CONTACT_WHATSAPP',
      'INSTAGRAM_URL',
      'ARCA_DATA_FISCAL_URL',
      'FIRM_CUIT',
    ]);
    const own = loadConfig({
      CONTACT_WHATSAPP: '+54 9 341 555-0101',
      INSTAGRAM_URL: 'https://www.instagram.com/estudio.gomez',
      FIRM_CUIT: '30712345671',
    });
    expect(demoContactVariables(own)).toEqual(['ARCA_DATA_FISCAL_URL']);
  });

  it('names every bad variable in its error', () => {
    const load = () => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', APP_URL: 'nope' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT/);
    expect(load).toThrow(/DATABASE_URL: must start with postgres/);
    expect(load).toThrow(/APP_URL/);
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.com' })).toThrow(/ADMIN_EMAIL \/ ADMIN_PASSWORD/);
    expect(loadConfig({ ADMIN_EMAIL: 'a@b.com', ADMIN_PASSWORD: 'una-clave-larga' }).admin).toEqual(
      {
        email: 'a@b.com',
        password: 'una-clave-larga',
      },
    );
  });

  it('keeps files in a bucket only with S3_BUCKET, and then needs its region and both keys', () => {
    expect(loadConfig({}).bucket).toBeUndefined();
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_ENDPOINT: set S3_BUCKET too/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'archivos' })).toThrow(
      /S3_REGION: required with S3_BUCKET/,
    );
    expect(() =>
      loadConfig({ S3_BUCKET: 'archivos', S3_REGION: 'auto', S3_ACCESS_KEY_ID: 'clave' }),
    ).toThrow(/S3_ACCESS_KEY_ID \/ S3_SECRET_ACCESS_KEY: set both or neither/);
    expect(() => loadConfig({ S3_BUCKET: 'Mis Archivos', S3_REGION: 'auto' })).toThrow(
      /S3_BUCKET: must be a bucket name/,
    );
    expect(() =>
      loadConfig({ S3_BUCKET: 'archivos', S3_REGION: 'auto', S3_PUBLIC_URL: 'cdn' }),
    ).toThrow(/S3_PUBLIC_URL: must be the public address/);
    expect(
      loadConfig({
        S3_BUCKET: 'archivos',
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'clave',
        S3_SECRET_ACCESS_KEY: 'secreto',
        S3_PUBLIC_URL: 'https://cdn.example.com/public/',
      }).bucket,
    ).toEqual({
      bucket: 'archivos',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      accessKeyId: 'clave',
      secretAccessKey: 'secreto',
      publicUrl: 'https://cdn.example.com/public',
      signedUrlSeconds: 300,
    });
  });

  it('requires the access token when MercadoPago is chosen', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'mercadopago' })).toThrow(
      /MERCADOPAGO_ACCESS_TOKEN/,
    );
    expect(loadConfig({ MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1' }).paymentProvider).toBe(
      'mercadopago',
    );
  });

  it('refuses to sell with test payments in production unless told to on purpose', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_PROVIDER/);
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }).paymentProvider,
    ).toBe('sandbox');
    const live = loadConfig({ NODE_ENV: 'production', MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1' });
    expect(live.paymentProvider).toBe('mercadopago');
  });

  it('hashes passwords at the OWASP cost unless a test run asks for less, never in production', () => {
    expect(loadConfig({}).passwordHashCost).toBe('owasp');
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'minimal' }).passwordHashCost).toBe(
      'minimal',
    );
    const live = { NODE_ENV: 'production', MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1' };
    expect(() => loadConfig({ ...live, PASSWORD_HASH_COST: 'minimal' })).toThrow(
      /PASSWORD_HASH_COST/,
    );
    expect(loadConfig(live).passwordHashCost).toBe('owasp');
  });

  it('turns invoicing on only with all five ARCA variables, reading PEM files or text', () => {
    expect(loadConfig({}).arca).toBeUndefined();
    expect(() => loadConfig({ ARCA_CUIT: '20123456786' })).toThrow(
      /ARCA_CERT, ARCA_KEY, ARCA_POINT_OF_SALE, ARCA_TAX_CONDITION: needed for invoicing/,
    );
    const full = {
      ARCA_CUIT: '20123456786',
      ARCA_CERT: 'tests/fixtures/arca-test.crt',
      ARCA_KEY: '-----BEGIN PRIVATE KEY-----\\nAAAA\\n-----END PRIVATE KEY-----',
      ARCA_POINT_OF_SALE: '3',
      ARCA_TAX_CONDITION: 'responsable_inscripto',
    };
    const arca = loadConfig(full).arca;
    expect(arca).toMatchObject({ cuit: 20123456786, pointOfSale: 3, production: false });
    expect(arca?.cert).toContain('-----BEGIN CERTIFICATE-----');
    expect(arca?.key).toBe('-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----');
    expect(() => loadConfig({ ...full, ARCA_CERT: '/no/existe.crt' })).toThrow(/ARCA_CERT/);
    expect(() => loadConfig({ ...full, ARCA_CUIT: '20-12345678-6' })).toThrow(/ARCA_CUIT/);
  });

  it('takes TRUST_PROXY as a number of proxies or their addresses, and refuses "true"', () => {
    for (const off of [undefined, '', 'false', '0']) {
      expect(loadConfig(off === undefined ? {} : { TRUST_PROXY: off }).trustProxy).toBe(false);
    }
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,loopback' }).trustProxy).toEqual(
      ['10.0.0.1', '192.168.0.0/16', '::1', 'loopback'],
    );
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: 'true' would let any client choose its own address; give the number of proxies/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,proxy.local,10.0.0.0/33' })).toThrow(
      /TRUST_PROXY: not an address or range: proxy\.local, 10\.0\.0\.0\/33/,
    );
  });

  it('gives a request two minutes to arrive unless REQUEST_TIMEOUT says otherwise', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(120_000);
    expect(loadConfig({ REQUEST_TIMEOUT: '300' }).requestTimeoutMs).toBe(300_000);
    expect(() => loadConfig({ REQUEST_TIMEOUT: '0' })).toThrow(/REQUEST_TIMEOUT: must be at least/);
    expect(() => loadConfig({ REQUEST_TIMEOUT: 'mucho' })).toThrow(/REQUEST_TIMEOUT/);
  });

  it('serves no metrics unless METRICS_TOKEN or METRICS_PORT says how, on 127.0.0.1 by default', () => {
    expect(loadConfig({}).metrics).toEqual({
      token: undefined,
      port: undefined,
      host: '127.0.0.1',
    });
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toMatchObject({ port: 9464 });
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(32) }).metrics.token).toBe('a'.repeat(32));
    expect(() => loadConfig({ METRICS_TOKEN: 'corto' })).toThrow(
      /METRICS_TOKEN: must have at least/,
    );
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT: must be a port/);
    expect(() => loadConfig({ METRICS_PORT: 'nueve' })).toThrow(/METRICS_PORT: must be a port/);
  });
});
