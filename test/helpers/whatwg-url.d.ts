// The whatwg-url package (a dev dependency: the WHATWG URL Standard's reference implementation, the
// second parser of lint's differential tests) ships no types; what the tests use of it.
declare module "whatwg-url" {
  export const URL: new (
    input: string,
    base?: string,
  ) => {
    readonly protocol: string;
    readonly hostname: string;
    readonly port: string;
    readonly pathname: string;
  };
}
