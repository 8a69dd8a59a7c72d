/** A learning card's course heading: its title (the id its 'Start Learning' link is described by), provider and kind. */
export function CourseTitle({
  id,
  title,
  provider,
  kind,
  level,
}: {
  id: string;
  title: string;
  provider: string;
  kind: string;
  level: 3 | 4;
}) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className="grid min-w-0 gap-0.5">
      <Heading id={id} className="leading-snug font-semibold">
        {title}
      </Heading>
      <p className="text-sm text-muted-foreground">
        {provider}
        <span className="capitalize"> · {kind}</span>
      </p>
    </div>
  );
}
