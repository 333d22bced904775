/**
 * A key of the private area as asked for: path segments of letters, digits, spaces and
 * `._()-`, none starting with a dot (so no `..`, no hidden files).
 */
const PRIVATE_KEY =
  /^(?:[\p{L}\p{N}_(-][\p{L}\p{N} ._()-]*)(?:\/[\p{L}\p{N}_(-][\p{L}\p{N} ._()-]*)*$/u;

export const isPrivateKey = (key: string) => key.length <= 300 && PRIVATE_KEY.test(key);
