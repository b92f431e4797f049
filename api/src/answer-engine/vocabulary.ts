import { stem } from './stemmer';
import { tokenize } from './tokens';
import { AREA_GROUPS } from './vocabulary/area-groups';
import { MONEY_GROUPS } from './vocabulary/money-groups';
import { SALES_GROUPS } from './vocabulary/sales-groups';
import { STAY_GROUPS } from './vocabulary/stay-groups';
import type { SynonymGroup } from './vocabulary/synonym-group';
import { TENANCY_GROUPS } from './vocabulary/tenancy-groups';
import { TIME_GROUPS } from './vocabulary/time-groups';

export type { SynonymGroup } from './vocabulary/synonym-group';

export const SYNONYM_GROUPS: readonly SynonymGroup[] = [
  ...STAY_GROUPS,
  ...AREA_GROUPS,
  ...MONEY_GROUPS,
  ...TENANCY_GROUPS,
  ...SALES_GROUPS,
  ...TIME_GROUPS,
];

export type GroupRole = 'head' | 'member';

export interface GroupLink {
  readonly group: string;
  readonly role: GroupRole;
}

export interface PhraseEntry {
  /** Stems of the phrase's words joined by single spaces: the key text is matched on. */
  readonly key: string;
  readonly length: number;
  readonly links: readonly GroupLink[];
  /** Read as a whole only: its words and shorter phrases inside it do not count (see SynonymGroup.opaque). */
  readonly opaque: boolean;
}

/** Stems of a phrase's words, joined by spaces ("Check-in" gives "check in"). */
export function phraseKey(text: string): string {
  return tokenize(text)
    .map((token) => stem(token.word))
    .join(' ');
}

function buildIndex(groups: readonly SynonymGroup[]): Map<string, PhraseEntry> {
  const links = new Map<string, GroupLink[]>();
  const opaque = new Set<string>();
  const add = (term: string, link: GroupLink, isOpaque: boolean): void => {
    const key = phraseKey(term);
    if (!key) return;
    const list = links.get(key) ?? [];
    if (!list.some((existing) => existing.group === link.group && existing.role === 'head')) list.push(link);
    links.set(key, list);
    if (isOpaque) opaque.add(key);
  };
  for (const group of groups) {
    for (const term of group.heads) add(term, { group: group.id, role: 'head' }, group.opaque === true);
    for (const term of group.members ?? []) add(term, { group: group.id, role: 'member' }, group.opaque === true);
  }
  const index = new Map<string, PhraseEntry>();
  for (const [key, list] of links) index.set(key, { key, length: key.split(' ').length, links: list, opaque: opaque.has(key) });
  return index;
}

const PHRASE_INDEX = buildIndex(SYNONYM_GROUPS);
const GROUPS_BY_ID = new Map(SYNONYM_GROUPS.map((group) => [group.id, group]));

export const LONGEST_PHRASE = Math.max(...[...PHRASE_INDEX.values()].map((entry) => entry.length));

/** The vocabulary entry for a run of stems, if the vocabulary knows that phrase. */
export function lookupPhrase(key: string): PhraseEntry | undefined {
  return PHRASE_INDEX.get(key);
}

export function groupById(id: string): SynonymGroup | undefined {
  return GROUPS_BY_ID.get(id);
}

/** Every surface word the vocabulary uses, for spelling correction of questions. */
export const VOCABULARY_WORDS: ReadonlySet<string> = new Set(
  SYNONYM_GROUPS.flatMap((group) => [...group.heads, ...(group.members ?? [])]).flatMap((term) =>
    tokenize(term).map((token) => token.word),
  ),
);
