/**
 * What each script of the build costs, per chunk and per package, gzip, and what the home page
 * loads. A Vite plugin collects the chunks as they are written; `bundleTable()` prints them.
 */
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface ChunkFacts {
  file: string;
  gzip: number;
  raw: number;
  /** Package name (or `app` for our own source) → its share of the chunk's gzip bytes. */
  packages: Map<string, number>;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;

/** `react-dom` for .../node_modules/react-dom/cjs/x.js, `@scope/name` for scoped ones. */
export function packageOf(id: string): string {
  const at = id.lastIndexOf('node_modules/');
  if (at < 0) return id.startsWith('\0') ? 'bundler runtime' : 'app';
  const [first, second] = id.slice(at + 'node_modules/'.length).split('/');
  return first?.startsWith('@') ? `${first}/${second}` : (first ?? 'unknown');
}

export function bundleReport() {
  const chunks: ChunkFacts[] = [];
  const plugin: Plugin = {
    name: 'hearthside-bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const gzip = gzipSync(output.code).length;
        // Modules are measured before minification; each package gets the share of the
        // chunk's real gzip size that its own code compresses to.
        const weights = new Map<string, number>();
        for (const [id, module] of Object.entries(output.modules)) {
          if (!module.code) continue;
          const name = packageOf(id);
          weights.set(name, (weights.get(name) ?? 0) + gzipSync(module.code).length);
        }
        const total = [...weights.values()].reduce((sum, value) => sum + value, 0) || 1;
        chunks.push({
          file: output.fileName,
          gzip,
          raw: output.code.length,
          packages: new Map([...weights].map(([name, weight]) => [name, (gzip * weight) / total])),
        });
      }
    },
  };

  /** Markdown tables: every chunk, then every package, marking what `firstLoad` fetches. */
  function table(firstLoad: string[]): string {
    const first = new Set(firstLoad.map((file) => file.replace(/^\//, '')));
    const byPackage = new Map<string, { all: number; first: number }>();
    for (const chunk of chunks) {
      for (const [name, bytes] of chunk.packages) {
        const entry = byPackage.get(name) ?? { all: 0, first: 0 };
        entry.all += bytes;
        if (first.has(chunk.file)) entry.first += bytes;
        byPackage.set(name, entry);
      }
    }
    const sum = (pick: (chunk: ChunkFacts) => number, only = false) =>
      chunks.filter((chunk) => !only || first.has(chunk.file)).reduce((n, c) => n + pick(c), 0);
    const chunkRows = [...chunks]
      .sort((a, b) => b.gzip - a.gzip)
      .map(
        (chunk) =>
          `| ${chunk.file} | ${kib(chunk.raw)} | ${kib(chunk.gzip)} | ${first.has(chunk.file) ? 'yes' : ''} |`,
      );
    const packageRows = [...byPackage]
      .sort(([, a], [, b]) => b.first - a.first || b.all - a.all)
      .map(([name, { all, first: inFirst }]) => `| ${name} | ${kib(inFirst)} | ${kib(all)} |`);
    return [
      '| chunk | KiB | KiB gzip | home page loads it |',
      '|---|---|---|---|',
      ...chunkRows,
      `| **all** | ${kib(sum((c) => c.raw))} | ${kib(sum((c) => c.gzip))} | ${kib(sum((c) => c.gzip, true))} KiB gzip |`,
      '',
      '| package | KiB gzip, home page | KiB gzip, whole site |',
      '|---|---|---|',
      ...packageRows,
    ].join('\n');
  }

  return { plugin, table };
}
