const MAX_RETURN_PATH_LENGTH = 2048;

function isUnsafe(path: string): boolean {
  return (
    !path.startsWith('/') ||
    path.startsWith('//') ||
    path.includes('\\') ||
    path.includes('://') ||
    /[\u0000-\u001f\u007f]/.test(path)
  );
}

function decodeOnce(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * Whether a return path (the rdu parameter) may be navigated to: a same-origin relative path only,
 * one leading '/', no '//', no backslash, no '://', no control character, at most 2048 characters,
 * checked both as given and percent-decoded once.
 */
export function isSafeReturnPath(rdu: unknown): boolean {
  if (typeof rdu !== 'string' || rdu.length > MAX_RETURN_PATH_LENGTH) return false;
  const decoded = decodeOnce(rdu);
  return decoded !== null && !isUnsafe(rdu) && !isUnsafe(decoded);
}

/** The return path when it is safe (see isSafeReturnPath), else null. */
export function safeReturnPath(rdu: unknown): string | null {
  return isSafeReturnPath(rdu) ? (rdu as string) : null;
}
