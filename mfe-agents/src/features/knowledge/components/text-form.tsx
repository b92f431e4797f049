import { useId } from 'react';
import { KNOWLEDGE_TITLE_MAX_LENGTH } from '@app/contracts';
import { Field, Input, Textarea, useToast } from '@app/ui';
import { useAddKnowledge } from '../hooks/use-add-knowledge';
import type { KnowledgeTabState } from '../hooks/use-knowledge-tab-state';
import { textKnowledge } from '../knowledge-requests';
import { KnowledgeForm } from './knowledge-form';

export interface TextFormProps {
  state: KnowledgeTabState;
}

export function TextForm({ state }: TextFormProps) {
  const id = useId();
  const { toast } = useToast();
  const { drafts, setDraft, clearDrafts } = state;
  const { add, isAdding } = useAddKnowledge(state.agentId, {
    success: { title: 'Content added successfully', description: 'The agent will use it once it is trained.' },
    failureTitle: 'Could not add content',
  });

  async function submit() {
    const request = textKnowledge(drafts.title, drafts.content);
    if (!request) {
      toast({ title: 'Title and content required', description: 'Please provide both a title and content.', variant: 'destructive' });
      return;
    }
    if (await add(request)) clearDrafts('title', 'content');
  }

  return (
    <KnowledgeForm submitLabel="Add Content" busy={isAdding} onSubmit={() => void submit()}>
      <Field label="Title" htmlFor={`${id}-title`}>
        <Input
          id={`${id}-title`}
          placeholder="e.g. House rules"
          maxLength={KNOWLEDGE_TITLE_MAX_LENGTH}
          value={drafts.title}
          onChange={(event) => setDraft('title', event.target.value)}
        />
      </Field>
      <Field label="Content" htmlFor={`${id}-content`}>
        <Textarea
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
