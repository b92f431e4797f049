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

const NEVER_TEXT = 'script, style, noscript, template, iframe, object, embed, svg, canvas, form, button, select, dialog';
const CHROME = 'nav, aside, [role="navigation"], [role="banner"], [role="contentinfo"], [role="complementary"], [role="search"]';
const HIDDEN = '[hidden], [aria-hidden="true"], [style*="display:none"], [style*="display: none"]';
const CONSENT = /(^|[\s_-])(cookies?|consent|gdpr|onetrust|cookiebot|cc-(banner|window))([\s_-]|$)/i;

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
    if (element.nodeName !== 'BODY' && CONSENT.test(names)) {
      element.remove();
    }
  }
}

function squash(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * The readable text of an HTML page: its title and main content with paragraph breaks kept,
 * without navigation, scripts, styles, footers or cookie banners.
 */
export function extractReadableText(html: string, url: string): ReadableText {
  const { document } = parseHTML(html) as unknown as { document: DomDocument };
  removeNoise(document);
  const pageTitle = squash(document.title);
  const fallback = document.body ? blocksToText(collectBlocks(document.body)) : '';

  const article = new Readability<DomNode>(document as never, { serializer: (node) => node as unknown as DomNode }).parse();
  const articleText = article?.content ? blocksToText(collectBlocks(article.content)) : '';
  // Readability can settle on a small block of a page that is mostly a list; keep the whole body then.
  const content = articleText.length >= fallback.length / 3 ? articleText : fallback;

  const title = squash(article?.title) || pageTitle || hostOf(url);
  const text = content.startsWith(title) ? content : [title, content].filter(Boolean).join('\n\n');
  return { title, content, text };
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}
