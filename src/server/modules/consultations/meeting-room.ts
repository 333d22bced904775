import { randomBytes } from 'node:crypto';

/**
 * A video room of its own for one consultation, on the meeting site: its name carries 16 random
 * bytes, so nobody finds it by guessing, and it says whose room it is to the people in it.
 */
export function meetingRoomUrl(baseUrl: string): string {
  return `${baseUrl}/Consulta-${randomBytes(16).toString('base64url')}`;
}
