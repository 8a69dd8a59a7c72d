import { Lightbulb, ListChecks, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TAnalysisCategory, TAnalysisResult } from '#shared/schemas/resume-ai.ts';
import { SCORE_SCALE_EXPLAINED } from '#shared/score-scale.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { cn } from '#client/lib/utils.ts';
import { CategoryScoreChart } from './category-score-chart.tsx';
import { ScoreGauge } from './score-gauge.tsx';
import { SkillsFound } from './skills-found.tsx';
import { StrengthsList } from './strengths-list.tsx';
import { SuggestionList } from './suggestion-list.tsx';

/** One analysis: the scores at a glance, then suggestions, skills and strengths in tabs. */
export function AnalysisResults({ analysis, className }: { analysis: TAnalysisResult; className?: string }) {
  const categoryLabels = new Map<TAnalysisCategory, string>(analysis.categoryScores.map(({ category, label }) => [category, label]));
  const highImpactCount = analysis.suggestions.filter((suggestion) => suggestion.impact === 'high').length;

  return (
    <div className={cn('flex flex-col gap-6', className)}>
      <div className="grid gap-6 rounded-xl border bg-muted/30 p-4 sm:p-5 md:grid-cols-[auto_1fr] md:items-center">
        <div className="flex flex-col items-center gap-3">
          <div className="flex justify-center gap-6 sm:gap-8">
            <ScoreGauge label="Overall score" score={analysis.overallScore} />
            <ScoreGauge label="ATS compatibility" score={analysis.atsCompatibility} unit="%" />
          </div>
          <p className="text-center text-xs text-balance text-muted-foreground">Scores: {SCORE_SCALE_EXPLAINED}</p>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <dl className="grid grid-cols-3 gap-2">
            <Stat label="Key skills found" value={analysis.keySkillsFound} />
            <Stat label="Suggestions" value={analysis.suggestions.length} />
            <Stat label="High impact" value={highImpactCount} />
          </dl>
          <CategoryScoreChart categoryScores={analysis.categoryScores} />
        </div>
      </div>

      <Tabs defaultValue="suggestions" className="gap-4">
        <TabsList className="grid h-auto w-full grid-cols-3 sm:w-fit">
          <TabsTrigger value="suggestions" className="py-1.5">
            <Lightbulb className="hidden min-[420px]:block" aria-hidden="true" />
            <TabLabel label="Suggestions" count={analysis.suggestions.length} />
          </TabsTrigger>
          <TabsTrigger value="skills" className="py-1.5">
            <ListChecks className="hidden min-[420px]:block" aria-hidden="true" />
            <TabLabel label="Skills" count={analysis.skillsFound.length} />
          </TabsTrigger>
          <TabsTrigger value="strengths" className="py-1.5">
            <Trophy className="hidden min-[420px]:block" aria-hidden="true" />
            <TabLabel label="Strengths" count={analysis.strengths.length} />
          </TabsTrigger>
        </TabsList>
        <TabsContent value="suggestions">
          <SuggestionList suggestions={analysis.suggestions} categoryLabels={categoryLabels} />
        </TabsContent>
        <TabsContent value="skills">
          <SkillsFound skills={analysis.skillsFound} />
        </TabsContent>
        <TabsContent value="strengths">
          <StrengthsList strengths={analysis.strengths} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-col-reverse rounded-lg border bg-background px-3 py-2">
      <dt className="text-[11px] leading-tight text-muted-foreground">{label}</dt>
      <dd className="text-xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}

/** The count hides on the narrowest screens, where three tabs must fit. */
function TabLabel({ label, count }: { label: string; count: number }) {
  return (
    <span>
      {label} <span className="hidden text-muted-foreground min-[420px]:inline">({count})</span>
    </span>
  );
}
