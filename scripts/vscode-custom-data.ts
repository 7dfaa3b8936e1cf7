// The widgets as VS Code's HTML custom data (dist/widgets/vscode.html-custom-data.json), from
// each widget's description (widgets/<tag>/description.ts): an editor that loads the file
// completes our tags and their attributes, offers each attribute's values and shows what
// they do on hover. A partner adds it to "html.customData" in their settings.
// https://github.com/microsoft/vscode-custom-data (the format, version 1.1)
import type { AttributeDescription } from "../widgets/shared/platform/widget-description.ts";
import { DESCRIPTIONS } from "../widgets/widget-descriptions.ts";
import { WIDGET_TAGS } from "../widgets/widget-tags.ts";

/** Where the build writes the file, and what a partner imports it as. */
export const VSCODE_CUSTOM_DATA = "vscode.html-custom-data.json";

export interface HtmlCustomData {
  version: 1.1;
  tags: {
    name: string;
    description: string;
    attributes: { name: string; description: string; values?: { name: string }[] }[];
  }[];
}

/** The custom data of every widget, in the order of WIDGET_TAGS. */
export function vscodeCustomData(): HtmlCustomData {
  return {
    version: 1.1,
    tags: WIDGET_TAGS.map((tag) => {
      const { summary, attributes } = DESCRIPTIONS[tag];
      const described: Readonly<Record<string, AttributeDescription>> = attributes;
      return {
        name: tag,
        description: summary,
        attributes: Object.entries(described).map(([name, attribute]) => ({
          name,
          description: attribute.description,
          ...(attribute.values
            ? { values: attribute.values.map((value) => ({ name: value })) }
            : {}),
        })),
      };
    }),
  };
}
