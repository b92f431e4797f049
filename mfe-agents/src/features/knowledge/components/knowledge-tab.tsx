import styled from 'styled-components';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@app/ui';
import type { KnowledgeSection, KnowledgeTabState } from '../hooks/use-knowledge-tab-state';
import { DocumentDropZone } from './document-drop-zone';
import { KnowledgeList } from './knowledge-list';
import { QaForm } from './qa-form';
import { TextForm } from './text-form';
import { WebsiteForm } from './website-form';

export interface KnowledgeTabProps {
  state: KnowledgeTabState;
}

const StyledTab = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

export function KnowledgeTab({ state }: KnowledgeTabProps) {
  return (
    <StyledTab>
      <Tabs value={state.section} onValueChange={(section) => state.setSection(section as KnowledgeSection)}>
        <TabsList aria-label="Add knowledge">
          <TabsTrigger value="documents">Documents</TabsTrigger>
          <TabsTrigger value="qa">Q&amp;A</TabsTrigger>
          <TabsTrigger value="website">Website</TabsTrigger>
          <TabsTrigger value="text">Text</TabsTrigger>
        </TabsList>
        <TabsContent value="documents">
          <DocumentDropZone state={state} />
        </TabsContent>
        <TabsContent value="qa">
          <QaForm state={state} />
        </TabsContent>
        <TabsContent value="website">
          <WebsiteForm state={state} />
        </TabsContent>
        <TabsContent value="text">
          <TextForm state={state} />
        </TabsContent>
      </Tabs>
      <KnowledgeList agentId={state.agentId} />
    </StyledTab>
  );
}
