/** Types of embed-snippets.js, for the tests. */
export interface Choices {
  values: string[];
  default: string;
}
export interface CalculatorOption {
  tag: string;
  title: string;
  name: string;
  variant: Choices;
  units: Choices;
  heading: Choices;
  /** Our page for each variant that has one, and `default`. */
  pages: Record<string, string>;
  height: number;
}
export interface ColourOption {
  name: string;
  default: string;
  description: string;
}
export interface ConfiguratorOptions {
  origin: string;
  calculators: CalculatorOption[];
  colours: ColourOption[];
}
export interface Choice {
  tag: string;
  variant: string;
  units: string;
  heading: string;
  /** Custom property name ("--cdc-accent") to #rrggbb. */
  colours: Record<string, string>;
}
export interface Snippets {
  script: string;
  iframe: string;
  url: string;
  urlNote: string;
  react: string;
}
export function unionValues(typeText: string | undefined): string[];
export function configuratorOptions(input: {
  elements: readonly {
    tagName: string;
    name?: string;
    attributes?: { name: string; type?: { text: string }; default?: string }[];
    cssProperties?: { name: string; default?: string; description?: string }[];
  }[];
  routes: readonly { path: string; widget: { tag: string; variant: string } | null }[];
  frames: readonly { tag: string; title: string; page: string }[];
  heights: Readonly<Record<string, number>>;
  origin: string;
}): ConfiguratorOptions;
export function defaultChoice(options: ConfiguratorOptions): Choice;
export function settle(
  options: ConfiguratorOptions,
  choice: Partial<Choice>,
): Choice & { calculator: CalculatorOption };
export function frameAddress(options: ConfiguratorOptions, choice: Partial<Choice>): string;
export function snippetsFor(options: ConfiguratorOptions, choice: Partial<Choice>): Snippets;
