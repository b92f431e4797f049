import { useId, useRef, useState } from 'react';
import { KNOWLEDGE_CONTENT_MAX_BYTES, KNOWLEDGE_TITLE_MAX_LENGTH } from '@app/contracts';
import { Field, Input, Textarea, useToast } from '@app/ui';
import { useAddKnowledge } from '../hooks/use-add-knowledge';
import type { KnowledgeTabState } from '../hooks/use-knowledge-tab-state';
import { textKnowledge } from '../knowledge-requests';
import { KnowledgeForm } from './knowledge-form';

export interface TextFormProps {
  state: KnowledgeTabState;
}

const TOO_LONG = 'Must be at most 1 MB of text. Upload a longer text as a .txt document (up to 10 MB) instead.';

/** Over the API's limit: counted in UTF-8 bytes, as the API counts it, only once it could be. */
function isTooLong(content: string): boolean {
  return content.length * 3 > KNOWLEDGE_CONTENT_MAX_BYTES && new TextEncoder().encode(content).length > KNOWLEDGE_CONTENT_MAX_BYTES;
}

export function TextForm({ state }: TextFormProps) {
  const id = useId();
  const { toast } = useToast();
  const { drafts, setDraft, clearDrafts } = state;
  const tooLong = isTooLong(drafts.content);
  // After a refused submit the empty fields are marked, and the first of them takes the focus.
  const [showMissing, setShowMissing] = useState(false);
  const title = useRef<HTMLInputElement>(null);
  const content = useRef<HTMLTextAreaElement>(null);
  const missing = (text: string) => (showMissing && !text.trim() ? true : undefined);
  const { add, isAdding } = useAddKnowledge(state.agentId, {
    success: { title: 'Content added successfully', description: 'The agent will use it once it is trained.' },
    failureTitle: 'Could not add content',
  });

  async function submit() {
    const request = textKnowledge(drafts.title, drafts.content);
    if (!request) {
      toast({ title: 'Title and content required', description: 'Please provide both a title and content.', variant: 'destructive' });
      setShowMissing(true);
      (drafts.title.trim() ? content : title).current?.focus();
      return;
    }
    setShowMissing(false);
    if (tooLong) {
      toast({ title: 'Could not add content', description: TOO_LONG, variant: 'destructive' });
      return;
    }
    if (await add(request)) clearDrafts('title', 'content');
  }

  return (
    <KnowledgeForm submitLabel="Add Content" busy={isAdding} onSubmit={() => void submit()}>
      <Field label="Title" htmlFor={`${id}-title`}>
        <Input
          ref={title}
          aria-invalid={missing(drafts.title)}
          id={`${id}-title`}
          placeholder="e.g. House rules"
          maxLength={KNOWLEDGE_TITLE_MAX_LENGTH}
          value={drafts.title}
          onChange={(event) => setDraft('title', event.target.value)}
        />
      </Field>
      <Field label="Content" htmlFor={`${id}-content`} error={tooLong ? TOO_LONG : undefined}>
        <Textarea
          ref={content}
          aria-invalid={missing(drafts.content)}
          id={`${id}-content`}
          rows={4}
          placeholder="Paste or write the text the agent should know."
          value={drafts.content}
          onChange={(event) => setDraft('content', event.target.value)}
        />
      </Field>
    </KnowledgeForm>
  );
}
