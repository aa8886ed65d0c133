// Types for the parts of railroad-diagrams (1.0.0, which ships none) that the rule view uses.
declare module "railroad-diagrams" {
  export interface Item {
    attrs: Record<string, string>;
    toString(): string;
  }
  export function Diagram(...items: Item[]): Item;
  export function Sequence(...items: Item[]): Item;
  export function Choice(normal: number, ...items: Item[]): Item;
  export function Optional(item: Item, skip?: "skip"): Item;
  export function OneOrMore(item: Item, repeat?: Item): Item;
  export function ZeroOrMore(item: Item, repeat?: Item, skip?: "skip"): Item;
  export function Terminal(text: string): Item;
  export function NonTerminal(text: string): Item;
  export function Comment(text: string): Item;
  export function Skip(): Item;
}
