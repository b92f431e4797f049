import { AccountsAndAuth1767225600000 } from './1767225600000-accounts-and-auth';
import { Agents1767225600001 } from './1767225600001-agents';
import { Conversations1767225600002 } from './1767225600002-conversations';
import { Knowledge1767225600003 } from './1767225600003-knowledge';
import { LiveChat1767225600004 } from './1767225600004-live-chat';
import { KnowledgePassagesByAgent1767225600005 } from './1767225600005-knowledge-passages-by-agent';
import { AgentKnowledgeRevisions1767225600006 } from './1767225600006-agent-knowledge-revisions';
import { ClientMessageIdsOnly1767225600007 } from './1767225600007-client-message-ids-only';
import { AccentFoldedSearch1767225600008 } from './1767225600008-accent-folded-search';
import { NfkdFoldedSearch1767225600009 } from './1767225600009-nfkd-folded-search';
import { PlaygroundTried1767225600010 } from './1767225600010-playground-tried';
import { MessagesWithoutForeignKeyCheck1767225600011 } from './1767225600011-messages-without-foreign-key-check';

/** In order; listed by class so the same list works from src (tests) and dist. */
export const MIGRATIONS = [
  AccountsAndAuth1767225600000,
  Agents1767225600001,
  Conversations1767225600002,
  Knowledge1767225600003,
  LiveChat1767225600004,
  KnowledgePassagesByAgent1767225600005,
  AgentKnowledgeRevisions1767225600006,
  ClientMessageIdsOnly1767225600007,
  AccentFoldedSearch1767225600008,
  NfkdFoldedSearch1767225600009,
  PlaygroundTried1767225600010,
  MessagesWithoutForeignKeyCheck1767225600011,
];
