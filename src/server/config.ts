import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { BRAND } from '../shared/brand';
import { DEMO_CONTACT } from '../shared/site-contact';
import { TrustProxySchema, type TrustProxy } from './http/trust-proxy';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((value) => (value === '' ? undefined : ['true', '1', 'yes'].includes(value)))
  .optional();

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PASSWORD_HASH_COST: z.enum(['owasp', 'minimal']).default('owasp'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.url({ message: 'must be an absolute URL such as https://example.com' }).optional(),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATA_DIR: z.string().default('./data'),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default(`${BRAND.name} <no-responder@estudioferraro.com.ar>`),
  CONTACT_EMAIL: z.email({ message: 'must be an e-mail address' }).default(BRAND.email),
  CONTACT_WHATSAPP: z
    .string()
    .regex(/^\+?[\d\s()-]{8,24}$/, 'must be a phone number such as +54 9 11 2345-6789')
    .default(DEMO_CONTACT.whatsapp),
  INSTAGRAM_URL: z
    .url({ message: 'must be the profile address, such as https://www.instagram.com/estudio' })
    .default(DEMO_CONTACT.instagramUrl),
  MEETING_BASE_URL: z
    .url({ message: 'must be an absolute URL such as https://meet.jit.si' })
    .default('https://meet.jit.si'),
  ARCA_DATA_FISCAL_URL: z
    .url({ message: "must be the address of ARCA's Data Fiscal QR code" })
    .default(DEMO_CONTACT.arcaDataFiscalUrl),
  FIRM_CUIT: optionalString.pipe(
    z
      .string()
      .regex(/^\d{11}$/, 'must be the 11 digits of the CUIT, without dashes')
      .optional(),
  ),
  FIRM_ADDRESS: optionalString,
  ADMIN_EMAIL: optionalString.pipe(z.email({ message: 'must be an e-mail address' }).optional()),
  ADMIN_PASSWORD: optionalString.pipe(
    z.string().min(8, 'must have at least 8 characters').optional(),
  ),
  SEED_DEMO: booleanFlag,
  HOST_LESSON_FILES: booleanFlag,
  DEMO_STUDENT_EMAIL: optionalString.pipe(
    z.email({ message: 'must be an e-mail address' }).optional(),
  ),
  DEMO_STUDENT_PASSWORD: optionalString.pipe(
    z.string().min(8, 'must have at least 8 characters').optional(),
  ),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'mercadopago']).optional(),
  MERCADOPAGO_ACCESS_TOKEN: optionalString,
  MERCADOPAGO_WEBHOOK_SECRET: optionalString,
  REDIS_URL: optionalString,
  ARCA_CUIT: optionalString.pipe(
    z
      .string()
      .regex(/^\d{11}$/, 'must be the 11 digits of the CUIT, without dashes')
      .optional(),
  ),
  ARCA_CERT: optionalString,
  ARCA_KEY: optionalString,
  ARCA_POINT_OF_SALE: optionalString.pipe(
    z
      .string()
      .regex(/^\d{1,5}$/, 'must be the point of sale number (1 to 99999)')
      .transform(Number)
      .optional(),
  ),
  ARCA_TAX_CONDITION: optionalString.pipe(
    z.enum(['monotributo', 'responsable_inscripto']).optional(),
  ),
  ARCA_PRODUCTION: booleanFlag,
  INVOICE_ISSUER_NAME: optionalString,
  INVOICE_ISSUER_ADDRESS: optionalString,
  INVOICE_GROSS_INCOME: optionalString,
  INVOICE_ACTIVITY_START: optionalString.pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
      .optional(),
  ),
  CERTIFICATE_ISSUER_NAME: optionalString,
  CERTIFICATE_SIGNATORY_NAME: optionalString,
  CERTIFICATE_SIGNATORY_ROLE: optionalString,
  UPLOADS_DIR: optionalString,
  S3_BUCKET: optionalString.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3 to 63 lower-case letters, digits, dots or dashes)',
      )
      .optional(),
  ),
  S3_REGION: optionalString,
  S3_ENDPOINT: optionalString.pipe(
    z
      .url({
        message:
          'must be the address of the S3 server, such as https://nyc3.digitaloceanspaces.com',
      })
      .optional(),
  ),
  S3_FORCE_PATH_STYLE: booleanFlag,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalString.pipe(
    z
      .url({
        message: 'must be the public address of the covers, such as https://cdn.example.com/public',
      })
      .optional(),
  ),
  BACKUP_DIR: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: TrustProxySchema,
  REQUEST_TIMEOUT: z.coerce
    .number({ message: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(1, 'must be at least 1 second')
    .max(3600, 'must be at most 3600 seconds')
    .default(120),
  UPLOAD_MIN_RATE: z.coerce
    .number({ message: 'must be a number of KiB per second' })
    .int('must be a whole number of KiB per second')
    .min(1, 'must be at least 1 KiB per second')
    .max(102_400, 'must be at most 102400 KiB per second')
    .default(16),
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(16, 'must have at least 16 characters').optional(),
  ),
  METRICS_PORT: optionalString.pipe(
    z
      .string()
      .regex(/^\d{1,5}$/, 'must be a port number (1 to 65535)')
      .transform(Number)
      .refine((port) => port <= 65535, 'must be a port number (1 to 65535)')
      .optional(),
  ),
  METRICS_HOST: z.string().default('127.0.0.1'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** How costly new password hashes are: 'minimal' only in test runs. */
  passwordHashCost: 'owasp' | 'minimal';
  smtpUrl: string | undefined;
  mailFrom: string;
  contactEmail: string;
  /** Where video consultations meet: a room with an unguessable name is made on it. */
  meetingBaseUrl: string;
  /** Shown in the footer and the contact section. */
  publicContact: { whatsapp: string; instagramUrl: string; arcaDataFiscalUrl: string };
  /** Who sends the e-mails, as their footer says: the firm's name, address and CUIT (11 digits). */
  firm: { name: string; address: string; cuit: string };
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  videos: {
    /** Lesson files that modules play are transcoded into hosted videos at start. */
    hostLessonFiles: boolean;
  };
  /** The demo student's sign-in, when chosen; otherwise one is made up on the first start. */
  demoStudent: { email: string; password: string } | undefined;
  paymentProvider: 'sandbox' | 'mercadopago';
  mercadopago: { accessToken: string | undefined; webhookSecret: string | undefined };
  redisUrl: string | undefined;
  /** Electronic invoices through ARCA; undefined = invoicing off. */
  arca: ArcaConfig | undefined;
  /**
   * Who signs the course certificates: the firm, and the person who signs for it when one is
   * configured (the demo's outside production; in production only a configured person).
   */
  certificates: { issuer: string; signatory?: { name: string; role: string } };
  uploadsDir: string;
  /** S3-compatible object storage shared by every instance; undefined = the local folders. */
  bucket: BucketConfig | undefined;
  /** Where `npm run backup` writes its archives. */
  backupDir: string;
  logLevel: string;
  trustProxy: TrustProxy;
  /**
   * The longest a request may take to arrive, and a connection may idle; a body may take longer
   * while each such period brings at least `uploadMinBytesPerSecond`.
   */
  requestTimeoutMs: number;
  uploadMinBytesPerSecond: number;
  /**
   * Who may read `/metrics`: a bearer token on the main port, and/or a port of its own (on
   * 127.0.0.1 unless told otherwise); neither = no metrics.
   */
  metrics: { token: string | undefined; port: number | undefined; host: string };
};

export type ArcaConfig = {
  cuit: number;
  /** PEM text of the certificate and its key (read from the file when a path was given). */
  cert: string;
  key: string;
  pointOfSale: number;
  taxCondition: 'monotributo' | 'responsable_inscripto';
  production: boolean;
  issuer: { name: string; address: string; grossIncome: string; activityStart: string | undefined };
};

export type BucketConfig = {
  bucket: string;
  region: string;
  /** Another S3-compatible server (MinIO, R2, Spaces); AWS itself when undefined. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Both, or neither for the SDK's own chain (an instance role, ~/.aws). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** The address serving the bucket's `public/` keys (a CDN or the bucket); the app otherwise. */
  publicUrl: string | undefined;
  /** How long an owner's signed address of a private file is valid. */
  signedUrlSeconds: number;
};

/** Long enough to start a download or a video; a shared link dies soon after. */
export const SIGNED_URL_SECONDS = 300;

const S3_SETTINGS = [
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_FORCE_PATH_STYLE',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_URL',
] as const;

function bucketConfig(e: z.infer<typeof EnvSchema>): BucketConfig | undefined {
  if (!e.S3_BUCKET) {
    const stray = S3_SETTINGS.filter((name) => e[name] !== undefined);
    if (stray.length === 0) return undefined;
    throw new ConfigError(
      `Invalid configuration:\n  ${stray.join(', ')}: set S3_BUCKET too (without it files stay in UPLOADS_DIR)`,
    );
  }
  if (!e.S3_REGION) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_REGION: required with S3_BUCKET (us-east-1 for MinIO, auto for Cloudflare R2)',
    );
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: set both or neither',
    );
  }
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
    signedUrlSeconds: SIGNED_URL_SECONDS,
  };
}

/** The signatory the demo's certificates print; a production site names its own or none. */
const DEMO_SIGNATORY = { name: 'Cdra. Laura Ferraro', role: 'Contadora Pública (UBA) · Directora' };

function certificateSignatory(e: z.infer<typeof EnvSchema>): Config['certificates']['signatory'] {
  if (e.CERTIFICATE_SIGNATORY_NAME) {
    return { name: e.CERTIFICATE_SIGNATORY_NAME, role: e.CERTIFICATE_SIGNATORY_ROLE ?? '' };
  }
  return e.NODE_ENV === 'production' ? undefined : DEMO_SIGNATORY;
}

/**
 * The public contact details still at the demo's values, by variable: a site in production shows
 * them in every page's footer and contact block, so the start-up log names them.
 */
export function demoContactVariables(config: Config): string[] {
  const { whatsapp, instagramUrl, arcaDataFiscalUrl } = config.publicContact;
  return [
    whatsapp === DEMO_CONTACT.whatsapp && 'CONTACT_WHATSAPP',
    instagramUrl === DEMO_CONTACT.instagramUrl && 'INSTAGRAM_URL',
    arcaDataFiscalUrl === DEMO_CONTACT.arcaDataFiscalUrl && 'ARCA_DATA_FISCAL_URL',
    config.firm.cuit === DEMO_CONTACT.cuit && 'FIRM_CUIT',
  ].filter((name): name is string => typeof name === 'string');
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const ARCA_REQUIRED = [
  'ARCA_CUIT',
  'ARCA_CERT',
  'ARCA_KEY',
  'ARCA_POINT_OF_SALE',
  'ARCA_TAX_CONDITION',
] as const;

/** A PEM given inline, or the path of a file holding it. */
function pemOf(name: string, value: string): string {
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n');
  try {
    return readFileSync(value, 'utf8');
  } catch {
    throw new ConfigError(
      `Invalid configuration:\n  ${name}: no PEM text and no readable file at ${value}`,
    );
  }
}

function arcaConfig(e: z.infer<typeof EnvSchema>): ArcaConfig | undefined {
  const missing = ARCA_REQUIRED.filter((name) => e[name] === undefined);
  if (missing.length === ARCA_REQUIRED.length) return undefined;
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(', ')}: needed for invoicing (set all of ${ARCA_REQUIRED.join(', ')}, or none)`,
    );
  }
  return {
    cuit: Number(e.ARCA_CUIT),
    cert: pemOf('ARCA_CERT', e.ARCA_CERT!),
    key: pemOf('ARCA_KEY', e.ARCA_KEY!),
    pointOfSale: e.ARCA_POINT_OF_SALE!,
    taxCondition: e.ARCA_TAX_CONDITION!,
    production: e.ARCA_PRODUCTION ?? false,
    issuer: {
      name: e.INVOICE_ISSUER_NAME ?? BRAND.name,
      address: e.INVOICE_ISSUER_ADDRESS ?? BRAND.city,
      grossIncome: e.INVOICE_GROSS_INCOME ?? e.ARCA_CUIT!,
      activityStart: e.INVOICE_ACTIVITY_START,
    },
  };
}

/** Parses the environment once; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  ADMIN_EMAIL / ADMIN_PASSWORD: set both or neither',
    );
  }
  if ((e.DEMO_STUDENT_EMAIL === undefined) !== (e.DEMO_STUDENT_PASSWORD === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  DEMO_STUDENT_EMAIL / DEMO_STUDENT_PASSWORD: set both or neither',
    );
  }
  const paymentProvider =
    e.PAYMENT_PROVIDER ?? (e.MERCADOPAGO_ACCESS_TOKEN ? 'mercadopago' : 'sandbox');
  if (e.NODE_ENV === 'production' && paymentProvider === 'sandbox' && !e.PAYMENT_PROVIDER) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_PROVIDER: in production set MERCADOPAGO_ACCESS_TOKEN, or PAYMENT_PROVIDER=sandbox to sell with test payments on purpose',
    );
  }
  if (paymentProvider === 'mercadopago' && !e.MERCADOPAGO_ACCESS_TOKEN) {
    throw new ConfigError(
      'Invalid configuration:\n  MERCADOPAGO_ACCESS_TOKEN: required when PAYMENT_PROVIDER=mercadopago',
    );
  }
  if (e.NODE_ENV === 'production' && e.PASSWORD_HASH_COST !== 'owasp') {
    throw new ConfigError(
      'Invalid configuration:\n  PASSWORD_HASH_COST: only owasp in production (minimal is for test runs)',
    );
  }
  const port = e.PORT;
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    passwordHashCost: e.PASSWORD_HASH_COST,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL,
    meetingBaseUrl: e.MEETING_BASE_URL.replace(/\/+$/, ''),
    publicContact: {
      whatsapp: e.CONTACT_WHATSAPP,
      instagramUrl: e.INSTAGRAM_URL,
      arcaDataFiscalUrl: e.ARCA_DATA_FISCAL_URL,
    },
    firm: {
      name: BRAND.name,
      address: e.FIRM_ADDRESS ?? e.INVOICE_ISSUER_ADDRESS ?? BRAND.city,
      cuit: e.FIRM_CUIT ?? e.ARCA_CUIT ?? DEMO_CONTACT.cuit,
    },
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    seedDemo: e.SEED_DEMO ?? e.DATABASE_URL === undefined,
    videos: { hostLessonFiles: e.HOST_LESSON_FILES ?? true },
    demoStudent:
      e.DEMO_STUDENT_EMAIL && e.DEMO_STUDENT_PASSWORD
        ? { email: e.DEMO_STUDENT_EMAIL, password: e.DEMO_STUDENT_PASSWORD }
        : undefined,
    paymentProvider,
    mercadopago: {
      accessToken: e.MERCADOPAGO_ACCESS_TOKEN,
      webhookSecret: e.MERCADOPAGO_WEBHOOK_SECRET,
    },
    redisUrl: e.REDIS_URL,
    arca: arcaConfig(e),
    certificates: {
      issuer: e.CERTIFICATE_ISSUER_NAME ?? BRAND.name,
      signatory: certificateSignatory(e),
    },
    uploadsDir: path.resolve(e.UPLOADS_DIR ?? path.join(e.DATA_DIR, 'uploads')),
    bucket: bucketConfig(e),
    backupDir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    requestTimeoutMs: e.REQUEST_TIMEOUT * 1000,
    uploadMinBytesPerSecond: e.UPLOAD_MIN_RATE * 1024,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT, host: e.METRICS_HOST },
  };
}
