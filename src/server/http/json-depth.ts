/**
 * Whether JSON text nests arrays/objects deeper than `max`, found by one pass over the text before
 * anything recursive (parser, validation, serialisation) touches it: a body nested thousands deep
 * would otherwise exhaust the stack and answer 500. Brackets inside strings do not count.
 */
export function jsonNestingExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}
