/** The few DOM members the text walker reads, so it works on any DOM implementation. */
export interface DomNode {
  nodeType: number;
  nodeName: string;
  childNodes: ArrayLike<DomNode>;
  textContent: string | null;
}

interface Block {
  text: string;
  /** List items and table rows sit on consecutive lines; other blocks get a blank line. */
  tight: boolean;
}

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;
const TIGHT = new Set(['LI', 'TR', 'DT', 'DD']);
const BLOCK = new Set([
  ...TIGHT,
  'ADDRESS', 'ARTICLE', 'BLOCKQUOTE', 'BODY', 'CAPTION', 'DETAILS', 'DIV', 'DL', 'FIELDSET', 'FIGCAPTION', 'FIGURE',
  'FOOTER', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'HEADER', 'HR', 'MAIN', 'OL', 'P', 'PRE', 'SECTION', 'SUMMARY',
  'TABLE', 'TBODY', 'THEAD', 'TFOOT', 'UL',
]);
const CELL = new Set(['TD', 'TH']);

/** Splits an element's text into paragraphs the way a browser would lay them out. */
export function collectBlocks(root: DomNode): Block[] {
  const blocks: Block[] = [];
  let line = '';
  let tight = false;

  const flush = () => {
    const text = line.replace(/[ \t]*\n[ \t]*/g, '\n').replace(/[ \t]+/g, ' ').trim();
    if (text) {
      blocks.push({ text, tight });
    }
    line = '';
    tight = false;
  };

  const walk = (node: DomNode) => {
    if (node.nodeType === TEXT_NODE) {
      line += (node.textContent ?? '').replace(/\s+/g, ' ');
      return;
    }
    if (node.nodeType !== ELEMENT_NODE && node.nodeType !== 9 && node.nodeType !== 11) {
      return;
    }
    const name = node.nodeName.toUpperCase();
    if (name === 'BR') {
      line += '\n';
      return;
    }
    const isBlock = BLOCK.has(name);
    if (isBlock) {
      flush();
    }
    if (CELL.has(name) && line.trim()) {
      line += ' | ';
    }
    for (const child of Array.from(node.childNodes)) {
      walk(child);
    }
    if (isBlock) {
      tight = TIGHT.has(name);
      flush();
    }
  };

  walk(root);
  flush();
  return blocks;
}

export function blocksToText(blocks: Block[]): string {
  return blocks
    .map((block, index) => {
      const previous = blocks[index - 1];
      if (!previous) {
        return block.text;
      }
      return `${previous.tight && block.tight ? '\n' : '\n\n'}${block.text}`;
    })
    .join('');
}
