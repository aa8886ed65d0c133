// uri-template-lite ships no types: what bench/run.ts calls of it.
declare module "uri-template-lite" {
  export function expand(template: string, variables: unknown): string;
}
