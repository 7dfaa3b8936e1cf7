// Vite's defaults, with React: a small stylesheet is inlined as a data: URL.
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({ plugins: [react()] });
