/**
 * Stored text made safe to print in a terminal: control characters (C0 except none, DEL, C1) and
 * the bidirectional overrides are written as `\xNN` / `\uNNNN`, so what a visitor typed into an
 * error report cannot move the cursor, change colours, open hyperlinks (OSC 8) or reorder the line.
 */
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function terminalText(text: string): string {
  return text.replace(UNPRINTABLE, (char) => {
    const code = char.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
