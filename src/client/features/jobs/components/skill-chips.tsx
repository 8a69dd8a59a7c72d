import { Badge } from '#client/components/ui/badge.tsx';

/** A job's skills as chips, the first `limit` of them and '+N more' (its title lists the rest). */
export function SkillChips({ label, skills, limit }: { label: string; skills: string[]; limit?: number }) {
  if (skills.length === 0) return null;
  const shown = limit === undefined ? skills : skills.slice(0, limit);
  const hidden = skills.slice(shown.length);
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {shown.map((skill) => (
        <li key={skill}>
          <Badge variant="secondary">{skill}</Badge>
        </li>
      ))}
      {hidden.length > 0 ? (
        <li>
          <Badge variant="outline" title={hidden.join(', ')}>
            +{hidden.length} more
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}
