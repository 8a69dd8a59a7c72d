import type { TSkillFound } from '#shared/schemas/resume-ai.ts';
import { groupSkillsByCategory } from '../utils/analysis-groups.ts';

/** The technologies recognised in the resume, as chips under their category. */
export function SkillsFound({ skills }: { skills: TSkillFound[] }) {
  if (skills.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
        No technologies were recognised. List your languages, frameworks and tools in a Skills section.
      </p>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {groupSkillsByCategory(skills).map(({ category, skills: group }) => (
        <div key={category} className="flex flex-col gap-2">
          <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{category}</h4>
          <ul className="flex flex-wrap gap-1.5" aria-label={category}>
            {group.map((skill) => (
              <li
                key={skill.name}
                className="inline-flex items-center gap-1 rounded-md border bg-secondary/60 px-2 py-0.5 text-xs font-medium text-secondary-foreground"
              >
                {skill.name}
                {skill.mentions > 1 ? (
                  <span className="text-muted-foreground tabular-nums">
                    <span aria-hidden="true">×{skill.mentions}</span>
                    <span className="sr-only">, mentioned {skill.mentions} times</span>
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
