import { preProcessFile } from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The feature's files as the build sees them: every import (static, dynamic and type-only, as
 * madge counts them) of one file of the feature by another. A cycle makes the order in which the
 * modules start depend on who imported first, and ties together what should load apart (the
 * phone's sheet is a chunk of its own).
 */
const SOURCES = import.meta.glob<string>('./**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });

/** "./a/b.tsx" + "../c" → "./c", as far as the feature's own files go. */
function resolveFrom(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const parts = file.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  const path = parts.join('/');
  const candidates = [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`, `${path}/index.tsx`];
  return candidates.find((candidate) => candidate in SOURCES) ?? null;
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, source] of Object.entries(SOURCES)) {
    const imported = preProcessFile(source, true, true).importedFiles.map((reference) => reference.fileName);
    graph.set(
      file,
      imported.flatMap((specifier) => resolveFrom(file, specifier) ?? []),
    );
  }
  return graph;
}

/** Every cycle the depth-first walk meets, as the files along it. */
function cyclesOf(graph: Map<string, string[]>): string[] {
  const cycles: string[] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string) => {
    const at = path.indexOf(file);
    if (at >= 0) {
      cycles.push([...path.slice(at), file].join(' > '));
      return;
    }
    if (done.has(file)) return;
    path.push(file);
    for (const next of graph.get(file) ?? []) visit(next);
    path.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return cycles;
}

describe('the appbox feature', () => {
  it('reads its own files and their imports, the switchers among them', () => {
    const graph = importGraph();
    expect(graph.get('./selection-switcher.tsx')).toContain('./mobile-switcher.tsx');
    expect(graph.size).toBeGreaterThan(20);
  });

  it('has no import cycle', () => {
    expect(cyclesOf(importGraph())).toEqual([]);
  });
});
