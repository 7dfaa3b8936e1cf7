// An ESLint rule that keeps each layer's imports on its side of the line
// (docs/layers.md). Custom rules: https://eslint.org/docs/latest/extend/custom-rules
//
// Options, one or both, as absolute folder paths:
// - `only`: every import must be a relative path that resolves inside one of these folders;
//   packages and Node builtins are refused too (the engine imports nothing but itself).
// - `never`: no relative or absolute path may resolve inside these folders (packages are fine).
// - `faces`: folders entered only through their face, `{ folder, face }`: a path inside
//   `folder` must be the file `face` itself (the engine's rooms are its own business).
import path from "node:path";

/** Whether `file` is `folder` itself or lies somewhere below it. */
function isInside(file, folder) {
  const relative = path.relative(folder, file);
  return (
    relative === "" ||
    (!relative.startsWith(`..${path.sep}`) && relative !== ".." && !path.isAbsolute(relative))
  );
}

/** Whether an import names a file by path (rather than a package or a builtin). */
const isPath = (source) => source.startsWith(".") || path.isAbsolute(source);

/** The folder's name as a reader knows it: its path from the project root. */
const shown = (folders, cwd) =>
  folders.map((folder) => `${path.relative(cwd, folder) || "."}/`).join(", ");

/** @type {import("eslint").Rule.RuleModule} */
export const importBoundary = {
  meta: {
    type: "problem",
    docs: { description: "Keep a layer's imports inside the folders it may use." },
    schema: [
      {
        type: "object",
        properties: {
          only: { type: "array", items: { type: "string" } },
          never: { type: "array", items: { type: "string" } },
          faces: {
            type: "array",
            items: {
              type: "object",
              properties: { folder: { type: "string" }, face: { type: "string" } },
              required: ["folder", "face"],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      package:
        '"{{source}}" is a package or a Node builtin: this folder imports only from {{folders}}.',
      outside: '"{{source}}" leaves {{folders}}: this folder imports only from there.',
      forbidden: '"{{source}}" reaches into {{folders}}, which this folder must not import.',
      face: '"{{source}}" reaches past the face of {{folders}}: import from {{face}} instead.',
    },
  },

  create(context) {
    const { only = [], never = [], faces = [] } = context.options[0] ?? {};
    const directory = path.dirname(context.filename);

    function check(node, source) {
      if (typeof source !== "string") return;
      const report = (messageId, folders, face = "") =>
        context.report({
          node,
          messageId,
          data: {
            source,
            folders: shown(folders, context.cwd),
            face: path.relative(context.cwd, face),
          },
        });
      if (!isPath(source)) {
        if (only.length > 0) report("package", only);
        return;
      }
      const target = path.resolve(directory, source);
      if (only.length > 0 && !only.some((folder) => isInside(target, folder))) {
        report("outside", only);
      }
      const denied = never.filter((folder) => isInside(target, folder));
      if (denied.length > 0) report("forbidden", denied);
      for (const { folder, face } of faces) {
        if (isInside(target, folder) && target !== face) report("face", [folder], face);
      }
    }

    const fromSource = (node) => check(node.source, node.source?.value);
    return {
      ImportDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ExportNamedDeclaration: (node) => node.source && fromSource(node),
      ImportExpression: fromSource,
      // import("x").Type in TypeScript, and `import x = require("x")`
      TSImportType: fromSource,
      TSExternalModuleReference: (node) => check(node, node.expression?.value),
    };
  },
};
