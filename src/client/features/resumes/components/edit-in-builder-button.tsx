/**
 * "Edit in Resume Builder" on the owner's resume page, for a resume the builder wrote or a JSON
 * Resume import made (its builder data kept): the builder opens with its details, and generating
 * makes a new resume beside it. A draft in progress is replaced only after asking.
 */
import { useQuery } from '@tanstack/react-query';
import { WandSparkles } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { getResumeBuilderDataQueryOptions } from '../api/resume-api.ts';
import { hasBuilderDraft, storeBuilderDraft } from './resume-builder/use-builder-draft.ts';

export function EditInBuilderButton({ resume }: { resume: { id: number; userId: number } }) {
  const builderData = useQuery(getResumeBuilderDataQueryOptions(resume.id)).data?.builderData;
  const navigate = useNavigate();
  const [isConfirming, setIsConfirming] = useState(false);
  if (!builderData) return null;

  const openInBuilder = () => {
    storeBuilderDraft(resume.userId, builderData);
    void navigate('/applicant?tab=builder');
  };

  return (
    <>
      <Button variant="outline" onClick={() => (hasBuilderDraft(resume.userId) ? setIsConfirming(true) : openInBuilder())}>
        <WandSparkles aria-hidden="true" />
        Edit in Resume Builder
      </Button>
      <Dialog open={isConfirming} onOpenChange={setIsConfirming}>
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>Replace your builder draft?</DialogTitle>
            <DialogDescription>
              The Resume Builder holds a draft you have not generated yet. Opening this resume there replaces it.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter className="gap-2">
            <Button variant="outline" onClick={() => setIsConfirming(false)}>
              Keep my draft
            </Button>
            <Button onClick={openInBuilder}>Replace draft</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
