/**
 * The text of a feed from its bytes: a byte-order mark decides (UTF-8, UTF-16 LE/BE) and is
 * dropped; else the charset the platform declared; else UTF-16 recognised by its zero bytes;
 * else UTF-8, and when that is not valid UTF-8, Latin-1 (windows-1252, as browsers read it), so
 * "Čiovo" or "Größe" from an older platform never shows as "�".
 */
export function decodeFeed(bytes: Uint8Array, contentType?: string): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return attempt('utf-8', bytes.subarray(3)) ?? latin1(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const declared = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  const fromDeclared = declared ? attempt(declared, bytes) : undefined;
  if (fromDeclared !== undefined) return fromDeclared.replace(/^\uFEFF/, '');
  // "BEGIN:" in UTF-16 without a mark: every other byte is zero.
  if (bytes.length >= 4 && bytes[0] === 0 && bytes[1] !== 0 && bytes[2] === 0) return new TextDecoder('utf-16be').decode(bytes);
  if (bytes.length >= 4 && bytes[0] !== 0 && bytes[1] === 0 && bytes[3] === 0) return new TextDecoder('utf-16le').decode(bytes);
  return attempt('utf-8', bytes) ?? latin1(bytes);
}

/** The bytes in a charset, or undefined when the label is unknown or the bytes are not valid in it. */
function attempt(label: string, bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder(label, { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function latin1(bytes: Uint8Array): string {
  return new TextDecoder('windows-1252').decode(bytes);
}
