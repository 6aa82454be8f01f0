export function readPo(file: string): Map<string, string>;
export function writeMsgstrs(file: string, values: Map<string, string>): void;
