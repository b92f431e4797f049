import { errorMessage } from '@app/api-client';
import type { CreateKnowledgeRequest } from '@app/contracts';
import { useToast, type ToastOptions } from '@app/ui';
import { useCreateKnowledgeMutation } from '../api';

export interface AddKnowledgeMessages {
  success: ToastOptions;
  failureTitle: string;
}

/** Posts one item and says how it went; resolves true when the item was added. */
export function useAddKnowledge(agentId: string, { success, failureTitle }: AddKnowledgeMessages) {
  const [create, { isLoading }] = useCreateKnowledgeMutation();
  const { toast } = useToast();

  async function add(body: CreateKnowledgeRequest): Promise<boolean> {
    try {
      await create({ agentId, body }).unwrap();
    } catch (error) {
      toast({ title: failureTitle, description: errorMessage(error), variant: 'destructive' });
      return false;
    }
    toast(success);
    return true;
  }

  return { add, isAdding: isLoading };
}
