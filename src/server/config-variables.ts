import type { EnvSchema } from './config';

/**
 * What each variable of config.ts's EnvSchema means, for docs/configuration.md (`npm run
 * docs:config` writes its table from this) and .env.example. A variable added to the schema
 * without its entry here fails the typecheck; config-variables.test.ts fails when the docs or
 * .env.example miss one.
 */

export type ConfigVariable = keyof typeof EnvSchema.shape;

type Entry = { group: (typeof GROUPS)[number]; default: string; meaning: string };

export const GROUPS = [
  'The server',
  'Database and files',
  'E-mail',
  "The firm's public details",
  'Accounts and demo content',
  'Payments',
  'Electronic invoices (ARCA)',
  'Certificates',
  'Object storage',
  'Operations',
] as const;

export const CONFIG_VARIABLES: Record<ConfigVariable, Entry> = {
  NODE_ENV: {
    group: 'The server',
    default: '`development`',
    meaning:
      '`production` for a real site: JSON logs, no e-mail previews, the sandbox only when asked for, a certificate signed only by a configured signatory; `test` for the tests',
  },
  PASSWORD_HASH_COST: {
    group: 'Accounts and demo content',
    default: '`owasp`',
    meaning:
      'how costly a new password hash is: `owasp` (scrypt N=2^17, r=8); `minimal` is for test runs only and refused with `NODE_ENV=production`',
  },
  PORT: { group: 'The server', default: '`3000`', meaning: 'the port the server listens on' },
  HOST: { group: 'The server', default: '`0.0.0.0`', meaning: 'the address the server listens on' },
  APP_URL: {
    group: 'The server',
    default: '`http://localhost:$PORT`',
    meaning:
      'public base address for links in e-mails, payment return addresses, canonical and Open Graph tags',
  },
  TRUST_PROXY: {
    group: 'The server',
    default: '`false`',
    meaning:
      'behind a reverse proxy: the number of proxies (`1`) or their addresses and ranges; see [Behind a proxy](#behind-a-proxy)',
  },
  REQUEST_TIMEOUT: {
    group: 'The server',
    default: '`120`',
    meaning:
      'seconds a request may take to arrive, or a body may bring less than `UPLOAD_MIN_RATE` in; then 408',
  },
  UPLOAD_MIN_RATE: {
    group: 'The server',
    default: '`16`',
    meaning:
      'KiB per second an upload must keep bringing, each `REQUEST_TIMEOUT`, to go on past it (a 50 MB material on a 1 Mbit/s uplink takes about 400 s)',
  },
  DATABASE_URL: {
    group: 'Database and files',
    default: 'unset',
    meaning:
      "PostgreSQL connection string; unset = embedded PGlite in `DATA_DIR/db`. A database that does not exist yet is created at start when the URL's user may",
  },
  DATA_DIR: {
    group: 'Database and files',
    default: '`./data`',
    meaning: 'embedded database, uploads, backups and the mail outbox',
  },
  UPLOADS_DIR: {
    group: 'Database and files',
    default: '`DATA_DIR/uploads`',
    meaning:
      'covers, public at `/uploads/`; lesson files in `UPLOADS_DIR-private`, only for owners',
  },
  BACKUP_DIR: {
    group: 'Database and files',
    default: '`DATA_DIR/backups`',
    meaning: 'where `npm run backup` writes its archives (docs/deploy.md)',
  },
  SMTP_URL: {
    group: 'E-mail',
    default: 'unset',
    meaning:
      'outgoing mail server (`smtp://user:pass@host:587`); unset = `.eml` files in `DATA_DIR/outbox/`',
  },
  MAIL_FROM: {
    group: 'E-mail',
    default: '`Estudio Contable Ferraro <no-responder@…>`',
    meaning: 'sender of every e-mail',
  },
  CONTACT_EMAIL: {
    group: 'E-mail',
    default: '`contacto@estudioferraro.com.ar`',
    meaning:
      'inbox that receives contact-form messages, `Reply-To` of the mails that ask for an answer, and the address shown on the site',
  },
  CONTACT_WHATSAPP: {
    group: "The firm's public details",
    default: "the demo's `+54 9 11 2345-6789`",
    meaning: 'the WhatsApp number in the footer and the contact block',
  },
  INSTAGRAM_URL: {
    group: "The firm's public details",
    default: "the demo's profile",
    meaning: 'the Instagram profile in the footer',
  },
  ARCA_DATA_FISCAL_URL: {
    group: "The firm's public details",
    default: "the demo's code",
    meaning:
      "the address of the firm's 'Data Fiscal' QR (ARCA) in the footer; with `NODE_ENV=production` the start-up log warns while any of these three is the demo's",
  },
  FIRM_CUIT: {
    group: "The firm's public details",
    default: "`ARCA_CUIT`, else the demo's `20123456786`",
    meaning:
      "the firm's CUIT in every e-mail's footer; the start-up log warns while it is the demo's",
  },
  FIRM_ADDRESS: {
    group: "The firm's public details",
    default: '`INVOICE_ISSUER_ADDRESS`, else the city',
    meaning: "the firm's address in every e-mail's footer",
  },
  ADMIN_EMAIL: {
    group: 'Accounts and demo content',
    default: 'unset',
    meaning:
      'administrator account ensured at every start, with `ADMIN_PASSWORD` (both or neither); unset = the first start makes one up and prints it',
  },
  ADMIN_PASSWORD: {
    group: 'Accounts and demo content',
    default: 'unset',
    meaning: "the administrator's password (8 characters or more), with `ADMIN_EMAIL`",
  },
  SEED_DEMO: {
    group: 'Accounts and demo content',
    default: 'on with PGlite, off with `DATABASE_URL`',
    meaning: 'demo courses, and a demo student who owns one, on an empty catalogue',
  },
  MEETING_BASE_URL: {
    group: 'The server',
    default: '`https://meet.jit.si`',
    meaning: 'where video consultations meet: each gets a room with an unguessable name there',
  },
  HOST_LESSON_FILES: {
    group: 'Database and files',
    default: 'on',
    meaning:
      'at start, lesson video files become hosted videos (HLS with a key); their modules switch once each is ready',
  },
  DEMO_STUDENT_EMAIL: {
    group: 'Accounts and demo content',
    default: 'unset',
    meaning:
      "the demo student's e-mail, with `DEMO_STUDENT_PASSWORD` (both or neither); unset = the first start makes one up and prints it",
  },
  DEMO_STUDENT_PASSWORD: {
    group: 'Accounts and demo content',
    default: 'unset',
    meaning: "the demo student's password (8 characters or more), with `DEMO_STUDENT_EMAIL`",
  },
  PAYMENT_PROVIDER: {
    group: 'Payments',
    default: '`sandbox`, or `mercadopago` when a token is set',
    meaning:
      'who takes the payments; with `NODE_ENV=production` the sandbox must be asked for by name',
  },
  MERCADOPAGO_ACCESS_TOKEN: {
    group: 'Payments',
    default: 'unset',
    meaning: "MercadoPago Checkout Pro's access token (`APP_USR-…`, or `TEST-…`)",
  },
  MERCADOPAGO_WEBHOOK_SECRET: {
    group: 'Payments',
    default: 'unset',
    meaning:
      "the webhook's secret signature; without it notifications are not checked by signature",
  },
  ARCA_CUIT: {
    group: 'Electronic invoices (ARCA)',
    default: 'unset',
    meaning:
      "the firm's CUIT (11 digits). With `ARCA_CERT`, `ARCA_KEY`, `ARCA_POINT_OF_SALE` and `ARCA_TAX_CONDITION`: all five, or none (invoicing off)",
  },
  ARCA_CERT: {
    group: 'Electronic invoices (ARCA)',
    default: 'unset',
    meaning: "the firm's certificate from ARCA: a file path or the PEM text",
  },
  ARCA_KEY: {
    group: 'Electronic invoices (ARCA)',
    default: 'unset',
    meaning: "the certificate's private key: a file path or the PEM text",
  },
  ARCA_POINT_OF_SALE: {
    group: 'Electronic invoices (ARCA)',
    default: 'unset',
    meaning: 'the electronic point of sale (1 to 99999)',
  },
  ARCA_TAX_CONDITION: {
    group: 'Electronic invoices (ARCA)',
    default: 'unset',
    meaning: '`monotributo` (Factura C) or `responsable_inscripto` (Factura B)',
  },
  ARCA_PRODUCTION: {
    group: 'Electronic invoices (ARCA)',
    default: '`false`',
    meaning: "`false` = ARCA's homologation servers",
  },
  INVOICE_ISSUER_NAME: {
    group: 'Electronic invoices (ARCA)',
    default: 'the brand name',
    meaning: 'the issuer printed on the invoices',
  },
  INVOICE_ISSUER_ADDRESS: {
    group: 'Electronic invoices (ARCA)',
    default: 'the city',
    meaning: "the issuer's address printed on the invoices",
  },
  INVOICE_GROSS_INCOME: {
    group: 'Electronic invoices (ARCA)',
    default: 'the CUIT',
    meaning: 'the Ingresos Brutos number printed on the invoices',
  },
  INVOICE_ACTIVITY_START: {
    group: 'Electronic invoices (ARCA)',
    default: 'none',
    meaning: "the start of the firm's activities printed on the invoices (`YYYY-MM-DD`)",
  },
  CERTIFICATE_ISSUER_NAME: {
    group: 'Certificates',
    default: 'the brand name',
    meaning: 'the firm that certifies, printed on the course certificates',
  },
  CERTIFICATE_SIGNATORY_NAME: {
    group: 'Certificates',
    default: "outside production the demo's `Cdra. Laura Ferraro`",
    meaning:
      'who signs the certificates for the firm; in production a certificate names only a configured signatory, and without one the firm alone signs',
  },
  CERTIFICATE_SIGNATORY_ROLE: {
    group: 'Certificates',
    default: "outside production the demo's `Contadora Pública (UBA) · Directora`",
    meaning: "the signatory's title, printed under the name",
  },
  S3_BUCKET: {
    group: 'Object storage',
    default: 'unset',
    meaning:
      'keep covers, lessons and materials in this S3-compatible bucket instead of `UPLOADS_DIR` (docs/deploy.md); the variables below need it',
  },
  S3_REGION: {
    group: 'Object storage',
    default: 'unset (required with `S3_BUCKET`)',
    meaning:
      "the bucket's region (`us-east-1` for MinIO, `auto` for Cloudflare R2, `nyc3` for DigitalOcean Spaces)",
  },
  S3_ENDPOINT: {
    group: 'Object storage',
    default: 'AWS S3',
    meaning: 'address of another S3-compatible server (MinIO, R2, Spaces)',
  },
  S3_FORCE_PATH_STYLE: {
    group: 'Object storage',
    default: '`false`',
    meaning:
      '`true` for MinIO and servers addressed by IP (`endpoint/bucket/key` rather than `bucket.endpoint/key`)',
  },
  S3_ACCESS_KEY_ID: {
    group: 'Object storage',
    default: 'unset',
    meaning:
      "the bucket's key id, with `S3_SECRET_ACCESS_KEY` (both or neither; neither = the SDK's own chain: an instance role, `~/.aws`)",
  },
  S3_SECRET_ACCESS_KEY: {
    group: 'Object storage',
    default: 'unset',
    meaning: "the bucket's secret key, with `S3_ACCESS_KEY_ID`",
  },
  S3_PUBLIC_URL: {
    group: 'Object storage',
    default: 'unset',
    meaning:
      "address that serves the bucket's `public/` keys (a CDN, or the bucket with a public-read policy on `public/*`); `/uploads/<key>` then redirects there. Unset = the app streams covers from the bucket",
  },
  REDIS_URL: {
    group: 'Operations',
    default: 'unset',
    meaning:
      'shared rate-limit counters and course-change announcements when several instances run',
  },
  LOG_LEVEL: { group: 'Operations', default: '`info`', meaning: '`fatal` … `trace`, or `silent`' },
  METRICS_TOKEN: {
    group: 'Operations',
    default: 'unset',
    meaning:
      'bearer token (16+ characters) for `GET /metrics` on the main port; unset = `/metrics` answers 404',
  },
  METRICS_PORT: {
    group: 'Operations',
    default: 'unset',
    meaning:
      'serve `/metrics` on a port of its own instead (the main port then answers 404); with `METRICS_TOKEN` set, that port asks for it too',
  },
  METRICS_HOST: {
    group: 'Operations',
    default: '`127.0.0.1`',
    meaning: 'the address the metrics port listens on',
  },
};

const cell = (text: string) => text.replaceAll('|', '\\|');

/** The variables' tables, one per group, as docs/configuration.md shows them. */
export function configTables(): string {
  const entries = Object.entries(CONFIG_VARIABLES) as [ConfigVariable, Entry][];
  return GROUPS.map((group) =>
    [
      `### ${group}`,
      '',
      '| variable | default | meaning |',
      '| --- | --- | --- |',
      ...entries
        .filter(([, entry]) => entry.group === group)
        .map(
          ([name, entry]) => `| \`${name}\` | ${cell(entry.default)} | ${cell(entry.meaning)} |`,
        ),
    ].join('\n'),
  ).join('\n\n');
}
