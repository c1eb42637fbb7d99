/**
 * Validates Mermaid text with Mermaid's own parser (`mermaid.parse`, the grammar GitHub renders
 * with), without a browser: the parser itself needs no DOM, but `mermaid` sets up DOMPurify when
 * it loads, so a happy-dom window stands in for the browser's. Why this package: the standalone
 * `@mermaid-js/parser` has no xychart or flowchart grammar yet, and lighter validators do not
 * know xychart; `mermaid` is the reference implementation, maintained by the Mermaid project.
 */
import { Window } from 'happy-dom';

type Mermaid = { parse: (text: string) => Promise<{ diagramType: string } | false> };
let loaded: Promise<Mermaid> | undefined;

async function mermaid(): Promise<Mermaid> {
  loaded ??= (async () => {
    const g = globalThis as { window?: unknown; document?: unknown };
    if (g.window === undefined) {
      const window = new Window();
      g.window = window;
      g.document = window.document;
    }
    return (await import('mermaid')).default as unknown as Mermaid;
  })();
  return loaded;
}

/** The Mermaid blocks (```mermaid … ```) of a Markdown or HTML text, in order. */
export function mermaidBlocks(text: string): string[] {
  return [...text.matchAll(/```mermaid\n([\s\S]*?)\n```/g)].map((m) => m[1] ?? '');
}

/**
 * Parses `text` with Mermaid; resolves to its diagram type (`xychart`, `flowchart-v2`…).
 * @throws the parser's error (line, what it expected) when the text is not valid Mermaid.
 */
export async function parseMermaid(text: string): Promise<string> {
  const result = await (await mermaid()).parse(text);
  if (result === false) throw new Error('Mermaid rejected the text');
  return result.diagramType;
}
