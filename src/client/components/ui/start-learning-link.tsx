/** A learning card's 'Start Learning' button: the course's page in a new tab, described by the course's title. */
import { ExternalLink } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';

export function StartLearningLink({ url, titleId }: { url: string; titleId: string }) {
  return (
    <Button asChild size="sm" className="mt-auto w-full sm:w-fit">
      {/* The name stays 'Start Learning'; the course title describes which one. */}
      <a href={url} target="_blank" rel="noopener noreferrer" aria-describedby={titleId}>
        Start Learning
        <ExternalLink aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </Button>
  );
}
