/** How the candidate matches the employer's last search: the score, its basis and the reasons. */
import { Sparkles } from 'lucide-react';
import type { TCandidateMatch } from '#shared/schemas/candidate-search.ts';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { MatchMeter } from '#client/components/ui/match-meter.tsx';
import { MATCH_ENGINE_LABEL, ReasonList } from './candidate-card.tsx';

/** The match percent as a ring, named for assistive technology as a meter. */
export function MatchSummary({ match }: { match: TCandidateMatch | undefined }) {
  if (!match) return null;
  return (
    <MatchMeter score={match.score}>
      <span className="text-sm leading-tight font-medium">
        {match.score}% match
        <span className="block text-xs font-normal text-muted-foreground">
          {match.basis === 'search' ? 'with your last search' : 'profile strength'}
        </span>
      </span>
    </MatchMeter>
  );
}

export function MatchCard({ match }: { match: TCandidateMatch | undefined }) {
  return (
    <Card className="border-indigo-200 dark:border-indigo-400/25">
      <CardHeader className="pb-3">
        <div className="flex items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 text-base leading-tight font-semibold">
            <Sparkles className="size-4 text-primary" aria-hidden="true" />
            Match Analysis
          </h2>
          {match ? <span className="text-xs text-muted-foreground">{MATCH_ENGINE_LABEL[match.engine]}</span> : null}
        </div>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {match ? (
          <>
            <p className="text-xs text-muted-foreground">
              {match.basis === 'search'
                ? 'Compared with your most recent candidate search.'
                : 'You have not searched yet: this reads the profile on its own.'}
            </p>
            {match.recommendation ? <p className="leading-relaxed">{match.recommendation}</p> : null}
            <ReasonList title="Strengths" items={match.strengths} tone="strength" />
            <ReasonList title="Considerations" items={match.concerns} tone="concern" />
          </>
        ) : (
          <p className="text-muted-foreground">The match could not be worked out right now.</p>
        )}
      </CardContent>
    </Card>
  );
}
