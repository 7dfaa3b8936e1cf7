/** The Custom Elements Manifest of every widget (see custom-elements.js). */
export function buildManifest(): {
  schemaVersion: string;
  modules: {
    path: string;
    declarations: {
      tagName: string;
      description: string;
      attributes: { name: string; description: string; default?: string }[];
      events: { name: string; description: string }[];
      cssParts: { name: string; description: string }[];
      cssProperties: { name: string; default: string; description: string }[];
    }[];
  }[];
};
