import type { Choice, ConfiguratorOptions, Snippets } from "../_includes/lib/embed-snippets.js";
/** The /embed configurator's data (embedConfigurator.js). */
export default function embedConfigurator(): {
  options: ConfiguratorOptions;
  choice: Choice;
  snippets: Snippets;
  preview: string;
};
