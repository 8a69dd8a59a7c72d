/** Learning resources card: four category tabs of free courses, tips and a strategy note. */
import { Award, BookOpen, Clock, Code2, GraduationCap, Lightbulb, Target, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { CourseTitle } from '#client/components/ui/course-title.tsx';
import { DifficultyBadge } from '#client/components/ui/difficulty-badge.tsx';
import { StartLearningLink } from '#client/components/ui/start-learning-link.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { LEARNING_CATEGORIES, LEARNING_RESOURCES, type TLearningResource, type TLearningResourceType } from '../data/learning-resources.ts';

const TYPE_ICONS: Record<TLearningResourceType, LucideIcon> = {
  course: GraduationCap,
  tutorial: BookOpen,
  certification: Award,
  practice: Code2,
};

const LEARNING_TIPS = [
  'Set a steady schedule: 30 focused minutes a day beats one long weekend session.',
  'Build a small project with every new skill and put it on GitHub.',
  'Finish one course before starting the next; half-done courses teach little.',
  'Learn in public: write short notes or posts about what you figured out.',
];

export function LearningResourcesCard() {
  const tipsTitleId = useId();
  const strategyTitleId = useId();
  return (
    <Card>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle className="flex items-center gap-2">
          <GraduationCap className="size-5 text-primary" aria-hidden="true" />
          Free Learning Resources
        </CardTitle>
        <CardDescription>Hand-picked free courses from well-known providers to grow the skills employers ask for.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 px-4 sm:px-6">
        <Tabs defaultValue={LEARNING_CATEGORIES[0].id}>
          <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:grid-cols-4">
            {LEARNING_CATEGORIES.map((category) => (
              <TabsTrigger key={category.id} value={category.id} className="py-1.5">
                {category.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {LEARNING_CATEGORIES.map((category) => (
            <TabsContent key={category.id} value={category.id}>
              <ul className="grid gap-4 lg:grid-cols-2">
                {LEARNING_RESOURCES[category.id].map((resource) => (
                  <li key={resource.url} className="flex">
                    <ResourceItem resource={resource} />
                  </li>
                ))}
              </ul>
            </TabsContent>
          ))}
        </Tabs>

        <div className="grid gap-4 md:grid-cols-2">
          <section aria-labelledby={tipsTitleId} className="rounded-xl border bg-muted/40 p-5">
            <h3 id={tipsTitleId} className="flex items-center gap-2 font-semibold">
              <Lightbulb className="size-4 text-amber-500" aria-hidden="true" />
              Learning Tips
            </h3>
            <ul className="mt-3 grid gap-2 text-sm text-muted-foreground">
              {LEARNING_TIPS.map((tip) => (
                <li key={tip} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
                  {tip}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby={strategyTitleId} className="rounded-xl border border-primary/20 bg-primary/5 p-5">
            <h3 id={strategyTitleId} className="flex items-center gap-2 font-semibold">
              <Target className="size-4 text-primary" aria-hidden="true" />
              Skill Strategy
            </h3>
            <p className="mt-3 text-sm leading-relaxed text-muted-foreground">
              Go deep in one core stack before going wide. Employers hire for proven depth plus a few complementary skills: pair your main
              language with testing, a cloud platform and clear communication. Then add the skills on your resume's AI analysis to your
              learning plan, and list each finished course and project on your resume.
            </p>
          </section>
        </div>
      </CardContent>
    </Card>
  );
}

function ResourceItem({ resource }: { resource: TLearningResource }) {
  const TypeIcon = TYPE_ICONS[resource.type];
  const titleId = useId();
  return (
    <article className="flex w-full flex-col gap-3 rounded-xl border bg-card p-4 transition-colors hover:border-primary/40 sm:p-5">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <TypeIcon className="size-5" aria-hidden="true" />
        </span>
        <CourseTitle id={titleId} title={resource.title} provider={resource.provider} kind={resource.type} level={3} />
      </div>
      <p className="text-sm leading-relaxed text-muted-foreground">{resource.description}</p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-xs">
        <DifficultyBadge difficulty={resource.difficulty} />
        <span className="flex items-center gap-1 text-muted-foreground">
          <Clock className="size-3.5" aria-hidden="true" />
          {resource.duration}
        </span>
      </div>
      <ul aria-label="Skills covered" className="flex flex-wrap gap-1.5">
        {resource.skills.map((skill) => (
          <li key={skill}>
            <Badge variant="outline" className="font-normal">
              {skill}
            </Badge>
          </li>
        ))}
      </ul>
      <StartLearningLink url={resource.url} titleId={titleId} />
    </article>
  );
}
