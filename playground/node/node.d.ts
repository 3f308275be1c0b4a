// The few Node names playground/node/replay.mjs uses, for its type check (tsconfig.node.json):
// declared here rather than pulling in @types/node for one 35-line driver.
declare const process: {
  argv: string[];
  exit(code?: number): never;
  stdout: { write(text: string): boolean };
};
declare const console: { error(...data: unknown[]): void; log(...data: unknown[]): void };
declare module "node:fs/promises" {
  export function readFile(path: string, encoding: "utf8"): Promise<string>;
}
declare module "node:path" {
  export function resolve(...paths: string[]): string;
}
