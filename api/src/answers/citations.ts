const CITATION = /\s*\[(\d{1,2}(?:\s*,\s*\d{1,2})*)\]/g;

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
      for (const number of numbers.split(',')) {
        const index = Number(number.trim()) - 1;
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
