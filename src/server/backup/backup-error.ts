/** A backup or restore that cannot go on: the message tells the operator what to do. */
export class BackupError extends Error {
  override name = 'BackupError';
}
