import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

// Bundles the server with the workspace packages it imports (TypeScript sources);
// npm dependencies stay external and load from node_modules.
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@okmenu/'));

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  logLevel: 'warning',
});
