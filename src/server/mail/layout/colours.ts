/** The site's navy and gold (src/web/styles.css), as e-mail clients need them: literal values. */
export const MAIL_COLOURS = {
  navy: '#0f2a44',
  navyText: '#d6e6f3',
  gold: '#f2b33d',
  ink: '#1e293b',
  muted: '#64748b',
  page: '#f1f5f9',
  panel: '#ffffff',
  rule: '#e2e8f0',
  tint: '#eef5fb',
} as const;

export const MAIL_FONT = "Arial, 'Helvetica Neue', Helvetica, sans-serif";
