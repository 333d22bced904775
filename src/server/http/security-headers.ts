import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const youtube = ['https://www.youtube.com', 'https://www.youtube-nocookie.com'];

/**
 * What the YouTube players ask for in their iframes' `allow`: this page and YouTube only.
 * (Chromium does not know 'web-share' or 'bluetooth' in this header and complains of them.)
 */
const FOR_THE_PLAYERS = [
  'accelerometer',
  'autoplay',
  'clipboard-write',
  'encrypted-media',
  'fullscreen',
  'gyroscope',
  'picture-in-picture',
];
/** Powerful features the site never uses: nobody, this page or an embed, gets them. */
const NEVER = [
  'browsing-topics',
  'camera',
  'display-capture',
  'gamepad',
  'geolocation',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];
const selfAndYoutube = ['self', ...youtube.map((origin) => `"${origin}"`)].join(' ');
export const PERMISSIONS_POLICY = [
  ...FOR_THE_PLAYERS.map((feature) => `${feature}=(${selfAndYoutube})`),
  ...NEVER.map((feature) => `${feature}=()`),
].join(', ');

/**
 * Security headers. The CSP allows this origin plus what the pages embed: YouTube players
 * (script API and frames), their thumbnails, and video files served over https. No site may
 * frame these pages: CSP `frame-ancestors 'none'` and, for older browsers, X-Frame-Options DENY.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", 'https://www.youtube.com', 'https://s.ytimg.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', 'https://img.youtube.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // hls.js transmuxes a hosted lesson's segments in a worker it starts from a blob.
        workerSrc: ["'self'", 'blob:'],
        frameSrc: youtube,
        mediaSrc: ["'self'", 'blob:', 'https:'],
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
    frameguard: { action: 'deny' },
    strictTransportSecurity: options.https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
