import { Fragment } from 'react';

/**
 * The places an address may wrap on a narrow screen: before its '@' and after each dot of its
 * domain ('martina.gomez', '@estudio.', 'com.', 'ar').
 */
export function emailParts(email: string): string[] {
  const at = email.lastIndexOf('@');
  if (at <= 0) return [email];
  const domain = email.slice(at).split(/(?<=\.)/);
  return [email.slice(0, at), ...domain];
}

/**
 * An e-mail address that wraps at its '@' and dots; inside a part only when that part alone is
 * wider than the line (`overflow-wrap: anywhere`, never `word-break: break-all`).
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  return (
    <span className={`[overflow-wrap:anywhere] ${className ?? ''}`.trim()}>
      {emailParts(email).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
