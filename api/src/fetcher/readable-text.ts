import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import { blocksToText, collectBlocks, type DomNode } from './text-blocks';

export interface ReadableText {
  /** The page title, or the host name when the page has none. */
  title: string;
  /** The main content only, paragraphs separated by blank lines. */
  content: string;
  /** Title and content together: what a knowledge item stores. */
  text: string;
}

interface DomElement extends DomNode {
  remove(): void;
  getAttribute(name: string): string | null;
  closest(selector: string): DomElement | null;
}

interface DomDocument {
  title: string;
  body: DomElement | null;
  querySelectorAll(selector: string): Iterable<DomElement>;
}

// Not <form>: some sites wrap the whole page in one; its controls go, its text stays.
const NEVER_TEXT = 'body title, script, style, noscript, template, iframe, object, embed, svg, canvas, input, textarea, button, select, dialog';
const CHROME = 'nav, aside, [role="navigation"], [role="banner"], [role="contentinfo"], [role="complementary"], [role="search"]';
const HIDDEN = '[hidden], [aria-hidden="true"], [style*="display:none"], [style*="display: none"]';
const BANNER_NAMES = /(^|[\s_-])(cookies?|consent|gdpr|onetrust|cookiebot|cc-(banner|window)|breadcrumbs?)([\s_-]|$)/i;

/** Drops what is never part of a page's own text: code, site navigation, banners, hidden parts. */
function removeNoise(document: DomDocument): void {
  for (const element of document.querySelectorAll(`${NEVER_TEXT}, ${CHROME}, ${HIDDEN}`)) {
    element.remove();
  }
  // A header or footer inside the article belongs to it; the page's own are site chrome.
  for (const element of document.querySelectorAll('header, footer')) {
    if (!element.closest('article, main, [role="main"]')) {
      element.remove();
    }
  }
  for (const element of document.querySelectorAll('[id], [class]')) {
    const names = `${element.getAttribute('id') ?? ''} ${element.getAttribute('class') ?? ''}`;
    if (element.nodeName !== 'BODY' && element.nodeName !== 'HTML' && BANNER_NAMES.test(names)) {
      element.remove();
    }
  }
}

/** The parser builds no implied `<body>`, so a page that leaves it out gets one here. */
function withBody(html: string): string {
  if (/<body[\s>]/i.test(html)) {
    return html;
  }
  const headEnd = /<\/head\s*>/i.exec(html);
  const splitAt = headEnd ? headEnd.index + headEnd[0].length : 0;
  const head = html.slice(0, splitAt).replace(/<html[^>]*>|<!doctype[^>]*>/gi, '');
  const rest = html.slice(splitAt).replace(/<\/?html[^>]*>|<!doctype[^>]*>/gi, '');
  return `<!doctype html><html>${head || '<head></head>'}<body>${rest}</body></html>`;
}

/**
 * Browsers stop nesting elements at 512 levels; past a few thousand the parser's work grows with
 * the square of the depth (200,000 nested <div>s: 22 s of the API's only thread). Such a page is
 * built to do that, so it is not read at all.
 */
export const MAX_MARKUP_DEPTH = 2000;

/** Elements that are always closed in real pages, so counting their tags bounds the depth. */
const CONTAINER_TAG = /<(\/?)(?:div|span|section|article|main|header|footer|nav|aside|a|b|i|u|em|strong|small|big|font|center|table|tbody|thead|tfoot|tr|td|th|ul|ol|dl|form|fieldset|label|button|blockquote|figure|details|summary)\b[^>]*>/gi;

/** How deep the page's container elements nest, counted from their tags without parsing. */
export function markupDepth(html: string): number {
  let depth = 0;
  let deepest = 0;
  for (const [, closing] of html.matchAll(CONTAINER_TAG)) {
    depth = closing ? Math.max(0, depth - 1) : depth + 1;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

function squash(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * The readable text of an HTML page: its title and main content with paragraph breaks kept,
 * without navigation, scripts, styles, footers or cookie banners.
 */
export function extractReadableText(html: string, url: string): ReadableText {
  const { document } = parseHTML(withBody(html)) as unknown as { document: DomDocument };
  removeNoise(document);
  const pageTitle = squash(document.title);
  const bodyText = document.body ? blocksToText(collectBlocks(document.body)) : '';
  const main = only(document.querySelectorAll('main, [role="main"]')) ?? only(document.querySelectorAll('article'));
  const mainText = main ? blocksToText(collectBlocks(main)) : '';

  // Readability changes the document, so it runs after everything else has read it.
  const article = new Readability<DomNode>(document as never, { serializer: (node) => node as unknown as DomNode }).parse();
  const articleText = article?.content ? blocksToText(collectBlocks(article.content)) : '';
  // A page that marks its main content is trusted over Readability's guess, which is made for
  // articles and can settle on one block of a listing; a guess much smaller than the page is dropped.
  const content = mainText || (articleText.length >= bodyText.length / 3 ? articleText : bodyText);

  const title = squash(article?.title) || pageTitle || hostOf(url);
  const text = content.startsWith(title) ? content : [title, content].filter(Boolean).join('\n\n');
  return { title, content, text };
}

function only(elements: Iterable<DomElement>): DomElement | null {
  const found = Array.from(elements);
  return found.length === 1 ? (found[0] ?? null) : null;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}
