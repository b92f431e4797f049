import { useId } from 'react';
import { Field, Input, useToast } from '@app/ui';
import { useAddKnowledge } from '../hooks/use-add-knowledge';
import type { KnowledgeTabState } from '../hooks/use-knowledge-tab-state';
import { websiteKnowledge } from '../knowledge-requests';
import { KnowledgeForm } from './knowledge-form';

export interface WebsiteFormProps {
  state: KnowledgeTabState;
}

export function WebsiteForm({ state }: WebsiteFormProps) {
  const id = useId();
  const { toast } = useToast();
  const { drafts, setDraft, clearDrafts } = state;
  const { add, isAdding } = useAddKnowledge(state.agentId, {
    success: { title: 'Website added successfully', description: 'Its content will be scraped and processed.' },
    failureTitle: 'Could not add website',
  });

  async function submit() {
    if (!drafts.website.trim()) return;
    const request = websiteKnowledge(drafts.website);
    if (!request) {
      toast({ title: 'Invalid URL', description: 'Please enter a valid website URL.', variant: 'destructive' });
      return;
    }
    if (await add(request)) clearDrafts('website');
  }

  return (
    <KnowledgeForm submitLabel="Add Website" busy={isAdding} onSubmit={() => void submit()}>
      <Field label="Website URL" htmlFor={`${id}-website`} hint="The page is fetched and its readable text is added to the agent's knowledge.">
        <Input
          id={`${id}-website`}
          type="url"
          inputMode="url"
          placeholder="https://www.example.com/faq"
          value={drafts.website}
          onChange={(event) => setDraft('website', event.target.value)}
        />
      </Field>
    </KnowledgeForm>
  );
}
