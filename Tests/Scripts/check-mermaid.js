// Parses Mermaid files with Mermaid's own parser, as GitHub's renderer would, and exits 1 on the
// first that does not parse. Usage: NODE_PATH=<folder holding jsdom> node check-mermaid.js
// MERMAID_MIN_JS FILE... (Debian: apt-get install nodejs node-jsdom, NODE_PATH=/usr/share/nodejs;
// mermaid.min.js from the artoo-mermaid wheel on PyPI). The parser needs a DOM for its sanitizer;
// jsdom gives it one. A file may be Markdown: then every ```mermaid block in it is parsed.
const fs = require('fs');
const vm = require('vm');
const { JSDOM } = require('jsdom');

const dom = new JSDOM('<!DOCTYPE html><body></body>', { pretendToBeVisual: true });
globalThis.window = dom.window;
globalThis.document = dom.window.document;
for (const name of ['navigator', 'Element', 'HTMLElement', 'Node', 'DOMParser', 'DocumentFragment', 'NodeFilter']) {
  if (globalThis[name] === undefined) globalThis[name] = dom.window[name];
}
const [mermaidPath, ...files] = process.argv.slice(2);
vm.runInThisContext(fs.readFileSync(mermaidPath, 'utf8'));

function diagrams(file) {
  const text = fs.readFileSync(file, 'utf8');
  if (!file.endsWith('.md')) return [text];
  const blocks = [...text.matchAll(/^```mermaid\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
  if (blocks.length === 0) throw new Error('no mermaid block');
  return blocks;
}

(async () => {
  for (const file of files) {
    try {
      for (const diagram of diagrams(file)) await globalThis.mermaid.parse(diagram);
      console.log(`mermaid: ${file} parses`);
    } catch (error) {
      console.log(`mermaid: ${file} does not parse: ${String(error.message || error).slice(0, 600)}`);
      process.exit(1);
    }
  }
})();
