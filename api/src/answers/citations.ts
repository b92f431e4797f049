/** `[1]`, `[1, 2]`, `[1-3]` (a range, with a hyphen or a dash) and the footnote style `[^1]`. */
const MARKER = String.raw`\[\^?(\d{1,2}(?:\s*(?:,|-|\u2013)\s*\^?\d{1,2})*)\]`;
/** A marker with the spaces before it, which go with it. */
const CITATION = new RegExp(String.raw`\s*${MARKER}`, 'g');

/** The text without anything that reads as a citation marker (a quoted page's own "[2]"). */
export function withoutCitationMarkers(text: string): string {
  return text.replace(new RegExp(MARKER, 'g'), '');
}

/** The passage numbers a marker names: `1, 3` is 1 and 3; `1-3` is 1, 2 and 3. */
function markerNumbers(numbers: string): number[] {
  return numbers.split(',').flatMap((part) => {
    const [from, to = from] = part.split(/-|\u2013/).map((value) => Number(value.replace('^', '').trim()));
    const [low, high] = [Math.min(from!, to!), Math.max(from!, to!)];
    return Array.from({ length: Math.min(high - low, 20) + 1 }, (_, offset) => low + offset);
  });
}

export interface CitedReply {
  text: string;
  /** Zero-based indexes of the passages cited, in order of first citation. */
  cited: number[];
}

/** Takes the `[n]` markers out of a model's reply and returns which passages they named. */
export function readCitations(reply: string, passageCount: number): CitedReply {
  const cited: number[] = [];
  const text = reply
    .replace(CITATION, (_marker, numbers: string) => {
      for (const number of markerNumbers(numbers)) {
        const index = number - 1;
        if (index >= 0 && index < passageCount && !cited.includes(index)) {
          cited.push(index);
        }
      }
      return '';
    })
    .replace(/[ \t]+([.,;:!?])/g, '$1')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
  return { text, cited };
}

/** The end of a reply still being written that may yet be, or lead up to, a marker: trailing spaces, `[`, `[1`, `[1, 2`, `[1-`... */
const UNSETTLED_END = /\s*(?:\[\^?(?:\d{1,2}(?:\s*(?:,|-|\u2013)\s*\^?\d{1,2})*\s*(?:(?:,|-|\u2013)\s*\^?)?)?)?$/;

/**
 * A reply read as the model writes it: hands out only text readCitations would keep, holding
 * back an end that may still become a marker (or the spaces such a marker takes with it), so
 * the visitor never sees `[1]` appear and vanish.
 */
export class CitationStream {
  private reply = '';
  private shown = '';

  /** Adds a piece of the reply; returns the text that can be shown now ('' when none). */
  push(piece: string): string {
    this.reply += piece;
    return this.show(readCitations(this.reply.slice(0, this.reply.search(UNSETTLED_END)), 0).text);
  }

  /** The reply is complete: the rest of its final text, and the whole reply as the model wrote it. */
  end(): { rest: string; reply: string } {
    return { rest: this.show(readCitations(this.reply, 0).text), reply: this.reply };
  }

  private show(text: string): string {
    // Shown text cannot be taken back; should the final text ever differ, the finished reply replaces it.
    if (!text.startsWith(this.shown)) {
      return '';
    }
    const added = text.slice(this.shown.length);
    this.shown = text;
    return added;
  }
}
